/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Bad_BuilderInputs */

const en_subsets_fault_bad_builder = /** @type {(inputs: Subsets_Fault_Bad_BuilderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The set-builder notation cannot be read.`)
};

const de_subsets_fault_bad_builder = /** @type {(inputs: Subsets_Fault_Bad_BuilderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mengenschreibweise ist nicht lesbar.`)
};

const fr_subsets_fault_bad_builder = /** @type {(inputs: Subsets_Fault_Bad_BuilderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La notation en compréhension est illisible.`)
};

const es_subsets_fault_bad_builder = /** @type {(inputs: Subsets_Fault_Bad_BuilderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La notación por comprensión no se puede leer.`)
};

/**
* | output |
* | --- |
* | "The set-builder notation cannot be read." |
*
* @param {Subsets_Fault_Bad_BuilderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_bad_builder = /** @type {((inputs?: Subsets_Fault_Bad_BuilderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Bad_BuilderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_bad_builder(inputs)
	if (locale === "fr") return fr_subsets_fault_bad_builder(inputs)
	if (locale === "es") return es_subsets_fault_bad_builder(inputs)
	return en_subsets_fault_bad_builder(inputs)
});