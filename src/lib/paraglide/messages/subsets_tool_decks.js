/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_DecksInputs */

const en_subsets_tool_decks = /** @type {(inputs: Subsets_Tool_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For whole decks, use the`)
};

const de_subsets_tool_decks = /** @type {(inputs: Subsets_Tool_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für ganze Decks gibt es den`)
};

const fr_subsets_tool_decks = /** @type {(inputs: Subsets_Tool_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour des paquets entiers, utilisez le`)
};

const es_subsets_tool_decks = /** @type {(inputs: Subsets_Tool_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para mazos enteros, usad el`)
};

/**
* | output |
* | --- |
* | "For whole decks, use the" |
*
* @param {Subsets_Tool_DecksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_decks = /** @type {((inputs?: Subsets_Tool_DecksInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_DecksInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_decks(inputs)
	if (locale === "fr") return fr_subsets_tool_decks(inputs)
	if (locale === "es") return es_subsets_tool_decks(inputs)
	return en_subsets_tool_decks(inputs)
});