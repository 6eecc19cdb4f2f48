/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pile: NonNullable<unknown> }} Sub_Game_StealInputs */

const en_sub_game_steal = /** @type {(inputs: Sub_Game_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Steal ${i?.pile}`)
};

const de_sub_game_steal = /** @type {(inputs: Sub_Game_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pile} stehlen`)
};

const fr_sub_game_steal = /** @type {(inputs: Sub_Game_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voler : ${i?.pile}`)
};

const es_sub_game_steal = /** @type {(inputs: Sub_Game_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Robar: ${i?.pile}`)
};

/**
* | output |
* | --- |
* | "Steal {pile}" |
*
* @param {Sub_Game_StealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_steal = /** @type {((inputs: Sub_Game_StealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_StealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_steal(inputs)
	if (locale === "fr") return fr_sub_game_steal(inputs)
	if (locale === "es") return es_sub_game_steal(inputs)
	return en_sub_game_steal(inputs)
});