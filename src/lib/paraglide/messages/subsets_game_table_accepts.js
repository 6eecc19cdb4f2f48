/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Table_AcceptsInputs */

const en_subsets_game_table_accepts = /** @type {(inputs: Subsets_Game_Table_AcceptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table accepts it as a set`)
};

const de_subsets_game_table_accepts = /** @type {(inputs: Subsets_Game_Table_AcceptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch erkennt sie als Menge an`)
};

const fr_subsets_game_table_accepts = /** @type {(inputs: Subsets_Game_Table_AcceptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table l’accepte comme ensemble`)
};

const es_subsets_game_table_accepts = /** @type {(inputs: Subsets_Game_Table_AcceptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa la acepta como conjunto`)
};

/**
* | output |
* | --- |
* | "The table accepts it as a set" |
*
* @param {Subsets_Game_Table_AcceptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_table_accepts = /** @type {((inputs?: Subsets_Game_Table_AcceptsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Table_AcceptsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_table_accepts(inputs)
	if (locale === "fr") return fr_subsets_game_table_accepts(inputs)
	if (locale === "es") return es_subsets_game_table_accepts(inputs)
	return en_subsets_game_table_accepts(inputs)
});