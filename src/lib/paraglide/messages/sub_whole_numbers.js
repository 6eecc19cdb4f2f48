/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Whole_NumbersInputs */

const en_sub_whole_numbers = /** @type {(inputs: Sub_Whole_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: every element of A is a whole number, and every whole number lies in S.`)
};

const de_sub_whole_numbers = /** @type {(inputs: Sub_Whole_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Jedes Element von A ist eine ganze Zahl, und jede ganze Zahl liegt in S.`)
};

const fr_sub_whole_numbers = /** @type {(inputs: Sub_Whole_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : tout élément de A est un entier, et tout entier est dans S.`)
};

const es_sub_whole_numbers = /** @type {(inputs: Sub_Whole_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: todo elemento de A es un número entero, y todo número entero está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: every element of A is a whole number, and every whole number lies in S." |
*
* @param {Sub_Whole_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_whole_numbers = /** @type {((inputs?: Sub_Whole_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Whole_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_whole_numbers(inputs)
	if (locale === "fr") return fr_sub_whole_numbers(inputs)
	if (locale === "es") return es_sub_whole_numbers(inputs)
	return en_sub_whole_numbers(inputs)
});