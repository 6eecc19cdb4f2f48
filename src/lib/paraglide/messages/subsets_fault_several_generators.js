/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Several_GeneratorsInputs */

const en_subsets_fault_several_generators = /** @type {(inputs: Subsets_Fault_Several_GeneratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker does not handle this many variables here.`)
};

const de_subsets_fault_several_generators = /** @type {(inputs: Subsets_Fault_Several_GeneratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So viele Variablen kann der Prüfer hier nicht behandeln.`)
};

const fr_subsets_fault_several_generators = /** @type {(inputs: Subsets_Fault_Several_GeneratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne traite pas autant de variables ici.`)
};

const es_subsets_fault_several_generators = /** @type {(inputs: Subsets_Fault_Several_GeneratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no trata tantas variables aquí.`)
};

/**
* | output |
* | --- |
* | "The checker does not handle this many variables here." |
*
* @param {Subsets_Fault_Several_GeneratorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_several_generators = /** @type {((inputs?: Subsets_Fault_Several_GeneratorsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Several_GeneratorsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_several_generators(inputs)
	if (locale === "fr") return fr_subsets_fault_several_generators(inputs)
	if (locale === "es") return es_subsets_fault_several_generators(inputs)
	return en_subsets_fault_several_generators(inputs)
});