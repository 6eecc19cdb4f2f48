/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Empty_ElementInputs */

const en_subsets_fault_empty_element = /** @type {(inputs: Subsets_Fault_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list has an empty element.`)
};

const de_subsets_fault_empty_element = /** @type {(inputs: Subsets_Fault_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Liste hat ein leeres Element.`)
};

const fr_subsets_fault_empty_element = /** @type {(inputs: Subsets_Fault_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste a un élément vide.`)
};

const es_subsets_fault_empty_element = /** @type {(inputs: Subsets_Fault_Empty_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista tiene un elemento vacío.`)
};

/**
* | output |
* | --- |
* | "The list has an empty element." |
*
* @param {Subsets_Fault_Empty_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_empty_element = /** @type {((inputs?: Subsets_Fault_Empty_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Empty_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_empty_element(inputs)
	if (locale === "fr") return fr_subsets_fault_empty_element(inputs)
	if (locale === "es") return es_subsets_fault_empty_element(inputs)
	return en_subsets_fault_empty_element(inputs)
});