/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Bad_IntervalInputs */

const en_subsets_fault_bad_interval = /** @type {(inputs: Subsets_Fault_Bad_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The interval cannot be read.`)
};

const de_subsets_fault_bad_interval = /** @type {(inputs: Subsets_Fault_Bad_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Intervall ist nicht lesbar.`)
};

const fr_subsets_fault_bad_interval = /** @type {(inputs: Subsets_Fault_Bad_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’intervalle est illisible.`)
};

const es_subsets_fault_bad_interval = /** @type {(inputs: Subsets_Fault_Bad_IntervalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El intervalo no se puede leer.`)
};

/**
* | output |
* | --- |
* | "The interval cannot be read." |
*
* @param {Subsets_Fault_Bad_IntervalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_bad_interval = /** @type {((inputs?: Subsets_Fault_Bad_IntervalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Bad_IntervalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_bad_interval(inputs)
	if (locale === "fr") return fr_subsets_fault_bad_interval(inputs)
	if (locale === "es") return es_subsets_fault_bad_interval(inputs)
	return en_subsets_fault_bad_interval(inputs)
});