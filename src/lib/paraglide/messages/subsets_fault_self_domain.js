/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Self_DomainInputs */

const en_subsets_fault_self_domain = /** @type {(inputs: Subsets_Fault_Self_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The domain names its own variable.`)
};

const de_subsets_fault_self_domain = /** @type {(inputs: Subsets_Fault_Self_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bereich nennt seine eigene Variable.`)
};

const fr_subsets_fault_self_domain = /** @type {(inputs: Subsets_Fault_Self_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le domaine nomme sa propre variable.`)
};

const es_subsets_fault_self_domain = /** @type {(inputs: Subsets_Fault_Self_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El dominio nombra su propia variable.`)
};

/**
* | output |
* | --- |
* | "The domain names its own variable." |
*
* @param {Subsets_Fault_Self_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_self_domain = /** @type {((inputs?: Subsets_Fault_Self_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Self_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_self_domain(inputs)
	if (locale === "fr") return fr_subsets_fault_self_domain(inputs)
	if (locale === "es") return es_subsets_fault_self_domain(inputs)
	return en_subsets_fault_self_domain(inputs)
});