/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_IntegersInputs */

const en_subsets_symbol_integers = /** @type {(inputs: Subsets_Symbol_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`integers`)
};

const de_subsets_symbol_integers = /** @type {(inputs: Subsets_Symbol_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganze Zahlen`)
};

const fr_subsets_symbol_integers = /** @type {(inputs: Subsets_Symbol_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entiers relatifs`)
};

const es_subsets_symbol_integers = /** @type {(inputs: Subsets_Symbol_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números enteros`)
};

/**
* | output |
* | --- |
* | "integers" |
*
* @param {Subsets_Symbol_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_integers = /** @type {((inputs?: Subsets_Symbol_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_integers(inputs)
	if (locale === "fr") return fr_subsets_symbol_integers(inputs)
	if (locale === "es") return es_subsets_symbol_integers(inputs)
	return en_subsets_symbol_integers(inputs)
});