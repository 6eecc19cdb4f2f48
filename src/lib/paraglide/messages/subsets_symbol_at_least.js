/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_At_LeastInputs */

const en_subsets_symbol_at_least = /** @type {(inputs: Subsets_Symbol_At_LeastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at least`)
};

const de_subsets_symbol_at_least = /** @type {(inputs: Subsets_Symbol_At_LeastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`größer oder gleich`)
};

const fr_subsets_symbol_at_least = /** @type {(inputs: Subsets_Symbol_At_LeastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supérieur ou égal`)
};

const es_subsets_symbol_at_least = /** @type {(inputs: Subsets_Symbol_At_LeastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mayor o igual`)
};

/**
* | output |
* | --- |
* | "at least" |
*
* @param {Subsets_Symbol_At_LeastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_at_least = /** @type {((inputs?: Subsets_Symbol_At_LeastInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_At_LeastInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_at_least(inputs)
	if (locale === "fr") return fr_subsets_symbol_at_least(inputs)
	if (locale === "es") return es_subsets_symbol_at_least(inputs)
	return en_subsets_symbol_at_least(inputs)
});