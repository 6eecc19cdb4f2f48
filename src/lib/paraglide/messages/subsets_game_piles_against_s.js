/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Piles_Against_SInputs */

const en_subsets_game_piles_against_s = /** @type {(inputs: Subsets_Game_Piles_Against_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face-up piles against S`)
};

const de_subsets_game_piles_against_s = /** @type {(inputs: Subsets_Game_Piles_Against_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Stapel gegen S`)
};

const fr_subsets_game_piles_against_s = /** @type {(inputs: Subsets_Game_Piles_Against_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piles visibles face à S`)
};

const es_subsets_game_piles_against_s = /** @type {(inputs: Subsets_Game_Piles_Against_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montones boca arriba frente a S`)
};

/**
* | output |
* | --- |
* | "Face-up piles against S" |
*
* @param {Subsets_Game_Piles_Against_SInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_piles_against_s = /** @type {((inputs?: Subsets_Game_Piles_Against_SInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Piles_Against_SInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_piles_against_s(inputs)
	if (locale === "fr") return fr_subsets_game_piles_against_s(inputs)
	if (locale === "es") return es_subsets_game_piles_against_s(inputs)
	return en_subsets_game_piles_against_s(inputs)
});