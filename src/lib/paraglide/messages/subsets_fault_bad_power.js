/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Bad_PowerInputs */

const en_subsets_fault_bad_power = /** @type {(inputs: Subsets_Fault_Bad_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The power cannot be read.`)
};

const de_subsets_fault_bad_power = /** @type {(inputs: Subsets_Fault_Bad_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Potenz ist nicht lesbar.`)
};

const fr_subsets_fault_bad_power = /** @type {(inputs: Subsets_Fault_Bad_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La puissance est illisible.`)
};

const es_subsets_fault_bad_power = /** @type {(inputs: Subsets_Fault_Bad_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La potencia no se puede leer.`)
};

/**
* | output |
* | --- |
* | "The power cannot be read." |
*
* @param {Subsets_Fault_Bad_PowerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_bad_power = /** @type {((inputs?: Subsets_Fault_Bad_PowerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Bad_PowerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_bad_power(inputs)
	if (locale === "fr") return fr_subsets_fault_bad_power(inputs)
	if (locale === "es") return es_subsets_fault_bad_power(inputs)
	return en_subsets_fault_bad_power(inputs)
});