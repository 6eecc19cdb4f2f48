/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_SquaredInputs */

const en_subsets_symbol_squared = /** @type {(inputs: Subsets_Symbol_SquaredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`squared`)
};

const de_subsets_symbol_squared = /** @type {(inputs: Subsets_Symbol_SquaredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hoch zwei`)
};

const fr_subsets_symbol_squared = /** @type {(inputs: Subsets_Symbol_SquaredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`au carré`)
};

const es_subsets_symbol_squared = /** @type {(inputs: Subsets_Symbol_SquaredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`al cuadrado`)
};

/**
* | output |
* | --- |
* | "squared" |
*
* @param {Subsets_Symbol_SquaredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_squared = /** @type {((inputs?: Subsets_Symbol_SquaredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_SquaredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_squared(inputs)
	if (locale === "fr") return fr_subsets_symbol_squared(inputs)
	if (locale === "es") return es_subsets_symbol_squared(inputs)
	return en_subsets_symbol_squared(inputs)
});