/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_DifferenceInputs */

const en_subsets_symbol_difference = /** @type {(inputs: Subsets_Symbol_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set difference`)
};

const de_subsets_symbol_difference = /** @type {(inputs: Subsets_Symbol_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Differenzmenge`)
};

const fr_subsets_symbol_difference = /** @type {(inputs: Subsets_Symbol_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`différence`)
};

const es_subsets_symbol_difference = /** @type {(inputs: Subsets_Symbol_DifferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diferencia`)
};

/**
* | output |
* | --- |
* | "set difference" |
*
* @param {Subsets_Symbol_DifferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_difference = /** @type {((inputs?: Subsets_Symbol_DifferenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_DifferenceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_difference(inputs)
	if (locale === "fr") return fr_subsets_symbol_difference(inputs)
	if (locale === "es") return es_subsets_symbol_difference(inputs)
	return en_subsets_symbol_difference(inputs)
});