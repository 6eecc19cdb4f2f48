/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Not_A_NumberInputs */

const en_subsets_fault_not_a_number = /** @type {(inputs: Subsets_Fault_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A set stands where a number is needed.`)
};

const de_subsets_fault_not_a_number = /** @type {(inputs: Subsets_Fault_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Menge steht, wo eine Zahl stehen muss.`)
};

const fr_subsets_fault_not_a_number = /** @type {(inputs: Subsets_Fault_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ensemble se trouve là où il faut un nombre.`)
};

const es_subsets_fault_not_a_number = /** @type {(inputs: Subsets_Fault_Not_A_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un conjunto donde hace falta un número.`)
};

/**
* | output |
* | --- |
* | "A set stands where a number is needed." |
*
* @param {Subsets_Fault_Not_A_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_not_a_number = /** @type {((inputs?: Subsets_Fault_Not_A_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Not_A_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_not_a_number(inputs)
	if (locale === "fr") return fr_subsets_fault_not_a_number(inputs)
	if (locale === "es") return es_subsets_fault_not_a_number(inputs)
	return en_subsets_fault_not_a_number(inputs)
});