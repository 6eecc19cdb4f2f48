/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_PlayerInputs */

const en_sb_csv_player = /** @type {(inputs: Sb_Csv_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

const de_sb_csv_player = /** @type {(inputs: Sb_Csv_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_sb_csv_player = /** @type {(inputs: Sb_Csv_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueur`)
};

const es_sb_csv_player = /** @type {(inputs: Sb_Csv_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador`)
};

/**
* | output |
* | --- |
* | "Player" |
*
* @param {Sb_Csv_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_player = /** @type {((inputs?: Sb_Csv_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_player(inputs)
	if (locale === "fr") return fr_sb_csv_player(inputs)
	if (locale === "es") return es_sb_csv_player(inputs)
	return en_sb_csv_player(inputs)
});