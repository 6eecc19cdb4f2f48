/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_Open_BraceInputs */

const en_subsets_symbol_open_brace = /** @type {(inputs: Subsets_Symbol_Open_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open brace`)
};

const de_subsets_symbol_open_brace = /** @type {(inputs: Subsets_Symbol_Open_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geschweifte Klammer auf`)
};

const fr_subsets_symbol_open_brace = /** @type {(inputs: Subsets_Symbol_Open_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accolade ouvrante`)
};

const es_subsets_symbol_open_brace = /** @type {(inputs: Subsets_Symbol_Open_BraceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`llave de apertura`)
};

/**
* | output |
* | --- |
* | "open brace" |
*
* @param {Subsets_Symbol_Open_BraceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_open_brace = /** @type {((inputs?: Subsets_Symbol_Open_BraceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_Open_BraceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_open_brace(inputs)
	if (locale === "fr") return fr_subsets_symbol_open_brace(inputs)
	if (locale === "es") return es_subsets_symbol_open_brace(inputs)
	return en_subsets_symbol_open_brace(inputs)
});