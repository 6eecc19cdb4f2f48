/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_EmptyInputs */

const en_subsets_symbol_empty = /** @type {(inputs: Subsets_Symbol_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty set`)
};

const de_subsets_symbol_empty = /** @type {(inputs: Subsets_Symbol_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leere Menge`)
};

const fr_subsets_symbol_empty = /** @type {(inputs: Subsets_Symbol_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ensemble vide`)
};

const es_subsets_symbol_empty = /** @type {(inputs: Subsets_Symbol_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conjunto vacío`)
};

/**
* | output |
* | --- |
* | "empty set" |
*
* @param {Subsets_Symbol_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_empty = /** @type {((inputs?: Subsets_Symbol_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_empty(inputs)
	if (locale === "fr") return fr_subsets_symbol_empty(inputs)
	if (locale === "es") return es_subsets_symbol_empty(inputs)
	return en_subsets_symbol_empty(inputs)
});