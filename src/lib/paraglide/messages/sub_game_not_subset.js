/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Sub_Game_Not_SubsetInputs */

const en_sub_game_not_subset = /** @type {(inputs: Sub_Game_Not_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not a subset: ${i?.why}`)
};

const de_sub_game_not_subset = /** @type {(inputs: Sub_Game_Not_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Teilmenge: ${i?.why}`)
};

const fr_sub_game_not_subset = /** @type {(inputs: Sub_Game_Not_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas un sous-ensemble : ${i?.why}`)
};

const es_sub_game_not_subset = /** @type {(inputs: Sub_Game_Not_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No es un subconjunto: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "Not a subset: {why}" |
*
* @param {Sub_Game_Not_SubsetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_not_subset = /** @type {((inputs: Sub_Game_Not_SubsetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Not_SubsetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_not_subset(inputs)
	if (locale === "fr") return fr_sub_game_not_subset(inputs)
	if (locale === "es") return es_sub_game_not_subset(inputs)
	return en_sub_game_not_subset(inputs)
});