/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_Close_BraceInputs */

const en_subsets_symbol_close_brace = /** @type {(inputs: Subsets_Symbol_Close_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`close brace`)
};

const de_subsets_symbol_close_brace = /** @type {(inputs: Subsets_Symbol_Close_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geschweifte Klammer zu`)
};

const fr_subsets_symbol_close_brace = /** @type {(inputs: Subsets_Symbol_Close_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accolade fermante`)
};

const es_subsets_symbol_close_brace = /** @type {(inputs: Subsets_Symbol_Close_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`llave de cierre`)
};

/**
* | output |
* | --- |
* | "close brace" |
*
* @param {Subsets_Symbol_Close_BraceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_close_brace = /** @type {((inputs?: Subsets_Symbol_Close_BraceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_Close_BraceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_close_brace(inputs)
	if (locale === "fr") return fr_subsets_symbol_close_brace(inputs)
	if (locale === "es") return es_subsets_symbol_close_brace(inputs)
	return en_subsets_symbol_close_brace(inputs)
});