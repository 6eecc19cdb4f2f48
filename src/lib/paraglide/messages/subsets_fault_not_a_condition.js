/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Not_A_ConditionInputs */

const en_subsets_fault_not_a_condition = /** @type {(inputs: Subsets_Fault_Not_A_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something stands where a condition is needed.`)
};

const de_subsets_fault_not_a_condition = /** @type {(inputs: Subsets_Fault_Not_A_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas anderes steht, wo eine Bedingung stehen muss.`)
};

const fr_subsets_fault_not_a_condition = /** @type {(inputs: Subsets_Fault_Not_A_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre chose se trouve là où il faut une condition.`)
};

const es_subsets_fault_not_a_condition = /** @type {(inputs: Subsets_Fault_Not_A_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay otra cosa donde hace falta una condición.`)
};

/**
* | output |
* | --- |
* | "Something stands where a condition is needed." |
*
* @param {Subsets_Fault_Not_A_ConditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_not_a_condition = /** @type {((inputs?: Subsets_Fault_Not_A_ConditionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Not_A_ConditionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_not_a_condition(inputs)
	if (locale === "fr") return fr_subsets_fault_not_a_condition(inputs)
	if (locale === "es") return es_subsets_fault_not_a_condition(inputs)
	return en_subsets_fault_not_a_condition(inputs)
});