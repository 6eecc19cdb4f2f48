/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_RationalsInputs */

const en_subsets_symbol_rationals = /** @type {(inputs: Subsets_Symbol_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rational numbers`)
};

const de_subsets_symbol_rationals = /** @type {(inputs: Subsets_Symbol_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rationale Zahlen`)
};

const fr_subsets_symbol_rationals = /** @type {(inputs: Subsets_Symbol_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres rationnels`)
};

const es_subsets_symbol_rationals = /** @type {(inputs: Subsets_Symbol_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números racionales`)
};

/**
* | output |
* | --- |
* | "rational numbers" |
*
* @param {Subsets_Symbol_RationalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_rationals = /** @type {((inputs?: Subsets_Symbol_RationalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_RationalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_rationals(inputs)
	if (locale === "fr") return fr_subsets_symbol_rationals(inputs)
	if (locale === "es") return es_subsets_symbol_rationals(inputs)
	return en_subsets_symbol_rationals(inputs)
});