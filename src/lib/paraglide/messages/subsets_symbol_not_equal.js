/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_Not_EqualInputs */

const en_subsets_symbol_not_equal = /** @type {(inputs: Subsets_Symbol_Not_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not equal`)
};

const de_subsets_symbol_not_equal = /** @type {(inputs: Subsets_Symbol_Not_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ungleich`)
};

const fr_subsets_symbol_not_equal = /** @type {(inputs: Subsets_Symbol_Not_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`différent de`)
};

const es_subsets_symbol_not_equal = /** @type {(inputs: Subsets_Symbol_Not_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`distinto de`)
};

/**
* | output |
* | --- |
* | "not equal" |
*
* @param {Subsets_Symbol_Not_EqualInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_not_equal = /** @type {((inputs?: Subsets_Symbol_Not_EqualInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_Not_EqualInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_not_equal(inputs)
	if (locale === "fr") return fr_subsets_symbol_not_equal(inputs)
	if (locale === "es") return es_subsets_symbol_not_equal(inputs)
	return en_subsets_symbol_not_equal(inputs)
});