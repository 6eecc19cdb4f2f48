/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lo: NonNullable<unknown> }} Sub_Least_ElementInputs */

const en_sub_least_element = /** @type {(inputs: Sub_Least_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the least element of A is ${i?.lo}, and every whole number from there up lies in S.`)
};

const de_sub_least_element = /** @type {(inputs: Sub_Least_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Das kleinste Element von A ist ${i?.lo}, und jede ganze Zahl ab dort liegt in S.`)
};

const fr_sub_least_element = /** @type {(inputs: Sub_Least_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : le plus petit élément de A est ${i?.lo}, et tout entier à partir de là est dans S.`)
};

const es_sub_least_element = /** @type {(inputs: Sub_Least_ElementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: el menor elemento de A es ${i?.lo}, y todo número entero a partir de ahí está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the least element of A is {lo}, and every whole number from there up lies in S." |
*
* @param {Sub_Least_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_least_element = /** @type {((inputs: Sub_Least_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Least_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_least_element(inputs)
	if (locale === "fr") return fr_sub_least_element(inputs)
	if (locale === "es") return es_sub_least_element(inputs)
	return en_sub_least_element(inputs)
});