/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Whole_NumberInputs */

const en_sub_whole_number = /** @type {(inputs: Sub_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number`)
};

const de_sub_whole_number = /** @type {(inputs: Sub_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine ganze Zahl`)
};

const fr_sub_whole_number = /** @type {(inputs: Sub_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un entier`)
};

const es_sub_whole_number = /** @type {(inputs: Sub_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número entero`)
};

/**
* | output |
* | --- |
* | "a whole number" |
*
* @param {Sub_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_whole_number = /** @type {((inputs?: Sub_Whole_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Whole_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_whole_number(inputs)
	if (locale === "fr") return fr_sub_whole_number(inputs)
	if (locale === "es") return es_sub_whole_number(inputs)
	return en_sub_whole_number(inputs)
});