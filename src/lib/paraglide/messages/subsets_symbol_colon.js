/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_ColonInputs */

const en_subsets_symbol_colon = /** @type {(inputs: Subsets_Symbol_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`colon`)
};

const de_subsets_symbol_colon = /** @type {(inputs: Subsets_Symbol_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doppelpunkt`)
};

const fr_subsets_symbol_colon = /** @type {(inputs: Subsets_Symbol_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deux-points`)
};

const es_subsets_symbol_colon = /** @type {(inputs: Subsets_Symbol_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dos puntos`)
};

/**
* | output |
* | --- |
* | "colon" |
*
* @param {Subsets_Symbol_ColonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_colon = /** @type {((inputs?: Subsets_Symbol_ColonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_ColonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_colon(inputs)
	if (locale === "fr") return fr_subsets_symbol_colon(inputs)
	if (locale === "es") return es_subsets_symbol_colon(inputs)
	return en_subsets_symbol_colon(inputs)
});