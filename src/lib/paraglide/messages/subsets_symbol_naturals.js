/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_NaturalsInputs */

const en_subsets_symbol_naturals = /** @type {(inputs: Subsets_Symbol_NaturalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`natural numbers`)
};

const de_subsets_symbol_naturals = /** @type {(inputs: Subsets_Symbol_NaturalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`natürliche Zahlen`)
};

const fr_subsets_symbol_naturals = /** @type {(inputs: Subsets_Symbol_NaturalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entiers naturels`)
};

const es_subsets_symbol_naturals = /** @type {(inputs: Subsets_Symbol_NaturalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números naturales`)
};

/**
* | output |
* | --- |
* | "natural numbers" |
*
* @param {Subsets_Symbol_NaturalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_naturals = /** @type {((inputs?: Subsets_Symbol_NaturalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_NaturalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_naturals(inputs)
	if (locale === "fr") return fr_subsets_symbol_naturals(inputs)
	if (locale === "es") return es_subsets_symbol_naturals(inputs)
	return en_subsets_symbol_naturals(inputs)
});