/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Sb_Wins_DescribedInputs */

const en_sb_wins_described = /** @type {(inputs: Sb_Wins_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wins per player: ${i?.list}.`)
};

const de_sb_wins_described = /** @type {(inputs: Sb_Wins_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siege je Spieler: ${i?.list}.`)
};

const fr_sb_wins_described = /** @type {(inputs: Sb_Wins_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Victoires par joueur : ${i?.list}.`)
};

const es_sb_wins_described = /** @type {(inputs: Sb_Wins_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Victorias por jugador: ${i?.list}.`)
};

/**
* | output |
* | --- |
* | "Wins per player: {list}." |
*
* @param {Sb_Wins_DescribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_wins_described = /** @type {((inputs: Sb_Wins_DescribedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Wins_DescribedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_wins_described(inputs)
	if (locale === "fr") return fr_sb_wins_described(inputs)
	if (locale === "es") return es_sb_wins_described(inputs)
	return en_sb_wins_described(inputs)
});