/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_IntersectionInputs */

const en_subsets_symbol_intersection = /** @type {(inputs: Subsets_Symbol_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`intersection`)
};

const de_subsets_symbol_intersection = /** @type {(inputs: Subsets_Symbol_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnitt`)
};

const fr_subsets_symbol_intersection = /** @type {(inputs: Subsets_Symbol_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`intersection`)
};

const es_subsets_symbol_intersection = /** @type {(inputs: Subsets_Symbol_IntersectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`intersección`)
};

/**
* | output |
* | --- |
* | "intersection" |
*
* @param {Subsets_Symbol_IntersectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_intersection = /** @type {((inputs?: Subsets_Symbol_IntersectionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_IntersectionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_intersection(inputs)
	if (locale === "fr") return fr_subsets_symbol_intersection(inputs)
	if (locale === "es") return es_subsets_symbol_intersection(inputs)
	return en_subsets_symbol_intersection(inputs)
});