/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_Game_LowestInputs */

const en_sb_game_lowest = /** @type {(inputs: Sb_Game_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, lowest total wins`)
};

const de_sb_game_lowest = /** @type {(inputs: Sb_Game_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, niedrigste Summe gewinnt`)
};

const fr_sb_game_lowest = /** @type {(inputs: Sb_Game_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, le plus petit total gagne`)
};

const es_sb_game_lowest = /** @type {(inputs: Sb_Game_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, gana el total más bajo`)
};

/**
* | output |
* | --- |
* | "{name}, lowest total wins" |
*
* @param {Sb_Game_LowestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_game_lowest = /** @type {((inputs: Sb_Game_LowestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Game_LowestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_game_lowest(inputs)
	if (locale === "fr") return fr_sb_game_lowest(inputs)
	if (locale === "es") return es_sb_game_lowest(inputs)
	return en_sb_game_lowest(inputs)
});