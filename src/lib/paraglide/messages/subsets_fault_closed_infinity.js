/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Closed_InfinityInputs */

const en_subsets_fault_closed_infinity = /** @type {(inputs: Subsets_Fault_Closed_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An interval is closed at infinity.`)
};

const de_subsets_fault_closed_infinity = /** @type {(inputs: Subsets_Fault_Closed_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Intervall ist bei unendlich geschlossen.`)
};

const fr_subsets_fault_closed_infinity = /** @type {(inputs: Subsets_Fault_Closed_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intervalle est fermé en l’infini.`)
};

const es_subsets_fault_closed_infinity = /** @type {(inputs: Subsets_Fault_Closed_InfinityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intervalo está cerrado en el infinito.`)
};

/**
* | output |
* | --- |
* | "An interval is closed at infinity." |
*
* @param {Subsets_Fault_Closed_InfinityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_closed_infinity = /** @type {((inputs?: Subsets_Fault_Closed_InfinityInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Closed_InfinityInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_closed_infinity(inputs)
	if (locale === "fr") return fr_subsets_fault_closed_infinity(inputs)
	if (locale === "es") return es_subsets_fault_closed_infinity(inputs)
	return en_subsets_fault_closed_infinity(inputs)
});