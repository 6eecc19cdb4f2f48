/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Not_A_Correct_SetInputs */

const en_subsets_game_not_a_correct_set = /** @type {(inputs: Subsets_Game_Not_A_Correct_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not a correct set:`)
};

const de_subsets_game_not_a_correct_set = /** @type {(inputs: Subsets_Game_Not_A_Correct_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist keine korrekte Menge:`)
};

const fr_subsets_game_not_a_correct_set = /** @type {(inputs: Subsets_Game_Not_A_Correct_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’est pas un ensemble correct :`)
};

const es_subsets_game_not_a_correct_set = /** @type {(inputs: Subsets_Game_Not_A_Correct_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es un conjunto correcto:`)
};

/**
* | output |
* | --- |
* | "is not a correct set:" |
*
* @param {Subsets_Game_Not_A_Correct_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_not_a_correct_set = /** @type {((inputs?: Subsets_Game_Not_A_Correct_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Not_A_Correct_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_not_a_correct_set(inputs)
	if (locale === "fr") return fr_subsets_game_not_a_correct_set(inputs)
	if (locale === "es") return es_subsets_game_not_a_correct_set(inputs)
	return en_subsets_game_not_a_correct_set(inputs)
});