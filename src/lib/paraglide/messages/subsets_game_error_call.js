/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Error_CallInputs */

const en_subsets_game_error_call = /** @type {(inputs: Subsets_Game_Error_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error!`)
};

const de_subsets_game_error_call = /** @type {(inputs: Subsets_Game_Error_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler!`)
};

const fr_subsets_game_error_call = /** @type {(inputs: Subsets_Game_Error_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur !`)
};

const es_subsets_game_error_call = /** @type {(inputs: Subsets_Game_Error_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Error!`)
};

/**
* | output |
* | --- |
* | "Error!" |
*
* @param {Subsets_Game_Error_CallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_error_call = /** @type {((inputs?: Subsets_Game_Error_CallInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Error_CallInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_error_call(inputs)
	if (locale === "fr") return fr_subsets_game_error_call(inputs)
	if (locale === "es") return es_subsets_game_error_call(inputs)
	return en_subsets_game_error_call(inputs)
});