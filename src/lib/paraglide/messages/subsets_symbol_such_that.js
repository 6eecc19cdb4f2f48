/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_Such_ThatInputs */

const en_subsets_symbol_such_that = /** @type {(inputs: Subsets_Symbol_Such_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`such that`)
};

const de_subsets_symbol_such_that = /** @type {(inputs: Subsets_Symbol_Such_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`für die gilt`)
};

const fr_subsets_symbol_such_that = /** @type {(inputs: Subsets_Symbol_Such_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tel que`)
};

const es_subsets_symbol_such_that = /** @type {(inputs: Subsets_Symbol_Such_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tal que`)
};

/**
* | output |
* | --- |
* | "such that" |
*
* @param {Subsets_Symbol_Such_ThatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_such_that = /** @type {((inputs?: Subsets_Symbol_Such_ThatInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_Such_ThatInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_such_that(inputs)
	if (locale === "fr") return fr_subsets_symbol_such_that(inputs)
	if (locale === "es") return es_subsets_symbol_such_that(inputs)
	return en_subsets_symbol_such_that(inputs)
});