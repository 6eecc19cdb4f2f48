/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Unsupported_FormInputs */

const en_subsets_fault_unsupported_form = /** @type {(inputs: Subsets_Fault_Unsupported_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker does not know this notation.`)
};

const de_subsets_fault_unsupported_form = /** @type {(inputs: Subsets_Fault_Unsupported_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Schreibweise kennt der Prüfer nicht.`)
};

const fr_subsets_fault_unsupported_form = /** @type {(inputs: Subsets_Fault_Unsupported_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne connaît pas cette notation.`)
};

const es_subsets_fault_unsupported_form = /** @type {(inputs: Subsets_Fault_Unsupported_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no conoce esta notación.`)
};

/**
* | output |
* | --- |
* | "The checker does not know this notation." |
*
* @param {Subsets_Fault_Unsupported_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unsupported_form = /** @type {((inputs?: Subsets_Fault_Unsupported_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Unsupported_FormInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unsupported_form(inputs)
	if (locale === "fr") return fr_subsets_fault_unsupported_form(inputs)
	if (locale === "es") return es_subsets_fault_unsupported_form(inputs)
	return en_subsets_fault_unsupported_form(inputs)
});