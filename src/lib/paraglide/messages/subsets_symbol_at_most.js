/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_At_MostInputs */

const en_subsets_symbol_at_most = /** @type {(inputs: Subsets_Symbol_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at most`)
};

const de_subsets_symbol_at_most = /** @type {(inputs: Subsets_Symbol_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kleiner oder gleich`)
};

const fr_subsets_symbol_at_most = /** @type {(inputs: Subsets_Symbol_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inférieur ou égal`)
};

const es_subsets_symbol_at_most = /** @type {(inputs: Subsets_Symbol_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menor o igual`)
};

/**
* | output |
* | --- |
* | "at most" |
*
* @param {Subsets_Symbol_At_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_at_most = /** @type {((inputs?: Subsets_Symbol_At_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_At_MostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_at_most(inputs)
	if (locale === "fr") return fr_subsets_symbol_at_most(inputs)
	if (locale === "es") return es_subsets_symbol_at_most(inputs)
	return en_subsets_symbol_at_most(inputs)
});