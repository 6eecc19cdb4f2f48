/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Wins_ChartInputs */

const en_sb_wins_chart = /** @type {(inputs: Sb_Wins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins per player`)
};

const de_sb_wins_chart = /** @type {(inputs: Sb_Wins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege je Spieler`)
};

const fr_sb_wins_chart = /** @type {(inputs: Sb_Wins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires par joueur`)
};

const es_sb_wins_chart = /** @type {(inputs: Sb_Wins_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias por jugador`)
};

/**
* | output |
* | --- |
* | "Wins per player" |
*
* @param {Sb_Wins_ChartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_wins_chart = /** @type {((inputs?: Sb_Wins_ChartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Wins_ChartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_wins_chart(inputs)
	if (locale === "fr") return fr_sb_wins_chart(inputs)
	if (locale === "es") return es_sb_wins_chart(inputs)
	return en_sb_wins_chart(inputs)
});