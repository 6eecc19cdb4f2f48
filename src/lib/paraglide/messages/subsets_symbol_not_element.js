/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_Not_ElementInputs */

const en_subsets_symbol_not_element = /** @type {(inputs: Subsets_Symbol_Not_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not an element of`)
};

const de_subsets_symbol_not_element = /** @type {(inputs: Subsets_Symbol_Not_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kein Element von`)
};

const fr_subsets_symbol_not_element = /** @type {(inputs: Subsets_Symbol_Not_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’appartient pas à`)
};

const es_subsets_symbol_not_element = /** @type {(inputs: Subsets_Symbol_Not_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no pertenece a`)
};

/**
* | output |
* | --- |
* | "not an element of" |
*
* @param {Subsets_Symbol_Not_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_not_element = /** @type {((inputs?: Subsets_Symbol_Not_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_Not_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_not_element(inputs)
	if (locale === "fr") return fr_subsets_symbol_not_element(inputs)
	if (locale === "es") return es_subsets_symbol_not_element(inputs)
	return en_subsets_symbol_not_element(inputs)
});