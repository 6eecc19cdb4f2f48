/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Dangling_OperatorInputs */

const en_subsets_fault_dangling_operator = /** @type {(inputs: Subsets_Fault_Dangling_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An operator has nothing on one side.`)
};

const de_subsets_fault_dangling_operator = /** @type {(inputs: Subsets_Fault_Dangling_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einem Rechenzeichen fehlt eine Seite.`)
};

const fr_subsets_fault_dangling_operator = /** @type {(inputs: Subsets_Fault_Dangling_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un opérateur n’a rien d’un côté.`)
};

const es_subsets_fault_dangling_operator = /** @type {(inputs: Subsets_Fault_Dangling_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A un operador le falta un lado.`)
};

/**
* | output |
* | --- |
* | "An operator has nothing on one side." |
*
* @param {Subsets_Fault_Dangling_OperatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_dangling_operator = /** @type {((inputs?: Subsets_Fault_Dangling_OperatorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Dangling_OperatorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_dangling_operator(inputs)
	if (locale === "fr") return fr_subsets_fault_dangling_operator(inputs)
	if (locale === "es") return es_subsets_fault_dangling_operator(inputs)
	return en_subsets_fault_dangling_operator(inputs)
});