/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_NumbersInputs */

const en_sub_of_kind_numbers = /** @type {(inputs: Sub_Of_Kind_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of numbers`)
};

const de_sub_of_kind_numbers = /** @type {(inputs: Sub_Of_Kind_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von Zahlen`)
};

const fr_sub_of_kind_numbers = /** @type {(inputs: Sub_Of_Kind_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de nombres`)
};

const es_sub_of_kind_numbers = /** @type {(inputs: Sub_Of_Kind_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de números`)
};

/**
* | output |
* | --- |
* | "of numbers" |
*
* @param {Sub_Of_Kind_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_numbers = /** @type {((inputs?: Sub_Of_Kind_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_numbers(inputs)
	if (locale === "fr") return fr_sub_of_kind_numbers(inputs)
	if (locale === "es") return es_sub_of_kind_numbers(inputs)
	return en_sub_of_kind_numbers(inputs)
});