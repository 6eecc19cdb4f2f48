/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_No_DomainInputs */

const en_subsets_fault_no_domain = /** @type {(inputs: Subsets_Fault_No_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The condition needs a domain, such as x ∈ ℤ.`)
};

const de_subsets_fault_no_domain = /** @type {(inputs: Subsets_Fault_No_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bedingung braucht einen Bereich, etwa x ∈ ℤ.`)
};

const fr_subsets_fault_no_domain = /** @type {(inputs: Subsets_Fault_No_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La condition a besoin d’un domaine, comme x ∈ ℤ.`)
};

const es_subsets_fault_no_domain = /** @type {(inputs: Subsets_Fault_No_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La condición necesita un dominio, como x ∈ ℤ.`)
};

/**
* | output |
* | --- |
* | "The condition needs a domain, such as x ∈ ℤ." |
*
* @param {Subsets_Fault_No_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_no_domain = /** @type {((inputs?: Subsets_Fault_No_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_No_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_no_domain(inputs)
	if (locale === "fr") return fr_subsets_fault_no_domain(inputs)
	if (locale === "es") return es_subsets_fault_no_domain(inputs)
	return en_subsets_fault_no_domain(inputs)
});