/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Table_Calls_ErrorInputs */

const en_subsets_game_table_calls_error = /** @type {(inputs: Subsets_Game_Table_Calls_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table calls it an error`)
};

const de_subsets_game_table_calls_error = /** @type {(inputs: Subsets_Game_Table_Calls_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch erklärt sie zum Fehler`)
};

const fr_subsets_game_table_calls_error = /** @type {(inputs: Subsets_Game_Table_Calls_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table la déclare erronée`)
};

const es_subsets_game_table_calls_error = /** @type {(inputs: Subsets_Game_Table_Calls_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa la declara errónea`)
};

/**
* | output |
* | --- |
* | "The table calls it an error" |
*
* @param {Subsets_Game_Table_Calls_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_table_calls_error = /** @type {((inputs?: Subsets_Game_Table_Calls_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Table_Calls_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_table_calls_error(inputs)
	if (locale === "fr") return fr_subsets_game_table_calls_error(inputs)
	if (locale === "es") return es_subsets_game_table_calls_error(inputs)
	return en_subsets_game_table_calls_error(inputs)
});