/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Table_HeadingInputs */

const en_subsets_game_table_heading = /** @type {(inputs: Subsets_Game_Table_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table`)
};

const de_subsets_game_table_heading = /** @type {(inputs: Subsets_Game_Table_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch`)
};

const fr_subsets_game_table_heading = /** @type {(inputs: Subsets_Game_Table_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table`)
};

const es_subsets_game_table_heading = /** @type {(inputs: Subsets_Game_Table_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa`)
};

/**
* | output |
* | --- |
* | "The table" |
*
* @param {Subsets_Game_Table_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_table_heading = /** @type {((inputs?: Subsets_Game_Table_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Table_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_table_heading(inputs)
	if (locale === "fr") return fr_subsets_game_table_heading(inputs)
	if (locale === "es") return es_subsets_game_table_heading(inputs)
	return en_subsets_game_table_heading(inputs)
});