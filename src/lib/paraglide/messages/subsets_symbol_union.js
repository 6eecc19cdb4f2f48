/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_UnionInputs */

const en_subsets_symbol_union = /** @type {(inputs: Subsets_Symbol_UnionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`union`)
};

const de_subsets_symbol_union = /** @type {(inputs: Subsets_Symbol_UnionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vereinigung`)
};

const fr_subsets_symbol_union = /** @type {(inputs: Subsets_Symbol_UnionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`union`)
};

const es_subsets_symbol_union = /** @type {(inputs: Subsets_Symbol_UnionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unión`)
};

/**
* | output |
* | --- |
* | "union" |
*
* @param {Subsets_Symbol_UnionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_union = /** @type {((inputs?: Subsets_Symbol_UnionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_UnionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_union(inputs)
	if (locale === "fr") return fr_subsets_symbol_union(inputs)
	if (locale === "es") return es_subsets_symbol_union(inputs)
	return en_subsets_symbol_union(inputs)
});