/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_ParadoxInputs */

const en_subsets_fault_paradox = /** @type {(inputs: Subsets_Fault_ParadoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The condition asks whether the variable belongs to itself, with no domain: Russell’s paradox.`)
};

const de_subsets_fault_paradox = /** @type {(inputs: Subsets_Fault_ParadoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bedingung fragt ohne Bereich, ob die Variable sich selbst enthält: Russells Paradox.`)
};

const fr_subsets_fault_paradox = /** @type {(inputs: Subsets_Fault_ParadoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans domaine, la condition demande si la variable s’appartient : le paradoxe de Russell.`)
};

const es_subsets_fault_paradox = /** @type {(inputs: Subsets_Fault_ParadoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin dominio, la condición pregunta si la variable se pertenece a sí misma: la paradoja de Russell.`)
};

/**
* | output |
* | --- |
* | "The condition asks whether the variable belongs to itself, with no domain: Russell’s paradox." |
*
* @param {Subsets_Fault_ParadoxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_paradox = /** @type {((inputs?: Subsets_Fault_ParadoxInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_ParadoxInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_paradox(inputs)
	if (locale === "fr") return fr_subsets_fault_paradox(inputs)
	if (locale === "es") return es_subsets_fault_paradox(inputs)
	return en_subsets_fault_paradox(inputs)
});