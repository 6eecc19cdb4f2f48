/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_InfinityInputs */

const en_subsets_symbol_infinity = /** @type {(inputs: Subsets_Symbol_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`infinity`)
};

const de_subsets_symbol_infinity = /** @type {(inputs: Subsets_Symbol_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unendlich`)
};

const fr_subsets_symbol_infinity = /** @type {(inputs: Subsets_Symbol_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`infini`)
};

const es_subsets_symbol_infinity = /** @type {(inputs: Subsets_Symbol_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`infinito`)
};

/**
* | output |
* | --- |
* | "infinity" |
*
* @param {Subsets_Symbol_InfinityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_infinity = /** @type {((inputs?: Subsets_Symbol_InfinityInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_InfinityInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_infinity(inputs)
	if (locale === "fr") return fr_subsets_symbol_infinity(inputs)
	if (locale === "es") return es_subsets_symbol_infinity(inputs)
	return en_subsets_symbol_infinity(inputs)
});