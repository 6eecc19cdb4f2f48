/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_RealsInputs */

const en_subsets_symbol_reals = /** @type {(inputs: Subsets_Symbol_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`real numbers`)
};

const de_subsets_symbol_reals = /** @type {(inputs: Subsets_Symbol_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reelle Zahlen`)
};

const fr_subsets_symbol_reals = /** @type {(inputs: Subsets_Symbol_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres réels`)
};

const es_subsets_symbol_reals = /** @type {(inputs: Subsets_Symbol_RealsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números reales`)
};

/**
* | output |
* | --- |
* | "real numbers" |
*
* @param {Subsets_Symbol_RealsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_reals = /** @type {((inputs?: Subsets_Symbol_RealsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_RealsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_reals(inputs)
	if (locale === "fr") return fr_subsets_symbol_reals(inputs)
	if (locale === "es") return es_subsets_symbol_reals(inputs)
	return en_subsets_symbol_reals(inputs)
});