/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Unbound_VariableInputs */

const en_subsets_fault_unbound_variable = /** @type {(inputs: Subsets_Fault_Unbound_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A variable is used that nothing binds.`)
};

const de_subsets_fault_unbound_variable = /** @type {(inputs: Subsets_Fault_Unbound_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Variable kommt vor, die nirgends eingeführt wird.`)
};

const fr_subsets_fault_unbound_variable = /** @type {(inputs: Subsets_Fault_Unbound_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une variable est utilisée sans être introduite.`)
};

const es_subsets_fault_unbound_variable = /** @type {(inputs: Subsets_Fault_Unbound_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa una variable que nada introduce.`)
};

/**
* | output |
* | --- |
* | "A variable is used that nothing binds." |
*
* @param {Subsets_Fault_Unbound_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unbound_variable = /** @type {((inputs?: Subsets_Fault_Unbound_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Unbound_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unbound_variable(inputs)
	if (locale === "fr") return fr_subsets_fault_unbound_variable(inputs)
	if (locale === "es") return es_subsets_fault_unbound_variable(inputs)
	return en_subsets_fault_unbound_variable(inputs)
});