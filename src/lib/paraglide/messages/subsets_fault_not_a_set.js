/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Not_A_SetInputs */

const en_subsets_fault_not_a_set = /** @type {(inputs: Subsets_Fault_Not_A_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number stands where a set is needed.`)
};

const de_subsets_fault_not_a_set = /** @type {(inputs: Subsets_Fault_Not_A_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahl steht, wo eine Menge stehen muss.`)
};

const fr_subsets_fault_not_a_set = /** @type {(inputs: Subsets_Fault_Not_A_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre se trouve là où il faut un ensemble.`)
};

const es_subsets_fault_not_a_set = /** @type {(inputs: Subsets_Fault_Not_A_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay un número donde hace falta un conjunto.`)
};

/**
* | output |
* | --- |
* | "A number stands where a set is needed." |
*
* @param {Subsets_Fault_Not_A_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_not_a_set = /** @type {((inputs?: Subsets_Fault_Not_A_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Not_A_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_not_a_set(inputs)
	if (locale === "fr") return fr_subsets_fault_not_a_set(inputs)
	if (locale === "es") return es_subsets_fault_not_a_set(inputs)
	return en_subsets_fault_not_a_set(inputs)
});