/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_UnbalancedInputs */

const en_subsets_fault_unbalanced = /** @type {(inputs: Subsets_Fault_UnbalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A bracket is never closed, or closes nothing.`)
};

const de_subsets_fault_unbalanced = /** @type {(inputs: Subsets_Fault_UnbalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Klammer wird nie geschlossen oder schließt nichts.`)
};

const fr_subsets_fault_unbalanced = /** @type {(inputs: Subsets_Fault_UnbalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une parenthèse n’est jamais fermée, ou ne ferme rien.`)
};

const es_subsets_fault_unbalanced = /** @type {(inputs: Subsets_Fault_UnbalancedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un paréntesis nunca se cierra, o no cierra nada.`)
};

/**
* | output |
* | --- |
* | "A bracket is never closed, or closes nothing." |
*
* @param {Subsets_Fault_UnbalancedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unbalanced = /** @type {((inputs?: Subsets_Fault_UnbalancedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_UnbalancedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unbalanced(inputs)
	if (locale === "fr") return fr_subsets_fault_unbalanced(inputs)
	if (locale === "es") return es_subsets_fault_unbalanced(inputs)
	return en_subsets_fault_unbalanced(inputs)
});