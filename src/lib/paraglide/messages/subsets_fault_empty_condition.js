/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Empty_ConditionInputs */

const en_subsets_fault_empty_condition = /** @type {(inputs: Subsets_Fault_Empty_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The condition is empty.`)
};

const de_subsets_fault_empty_condition = /** @type {(inputs: Subsets_Fault_Empty_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bedingung ist leer.`)
};

const fr_subsets_fault_empty_condition = /** @type {(inputs: Subsets_Fault_Empty_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La condition est vide.`)
};

const es_subsets_fault_empty_condition = /** @type {(inputs: Subsets_Fault_Empty_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La condición está vacía.`)
};

/**
* | output |
* | --- |
* | "The condition is empty." |
*
* @param {Subsets_Fault_Empty_ConditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_empty_condition = /** @type {((inputs?: Subsets_Fault_Empty_ConditionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Empty_ConditionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_empty_condition(inputs)
	if (locale === "fr") return fr_subsets_fault_empty_condition(inputs)
	if (locale === "es") return es_subsets_fault_empty_condition(inputs)
	return en_subsets_fault_empty_condition(inputs)
});