/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Out_Of_TimeInputs */

const en_subsets_fault_out_of_time = /** @type {(inputs: Subsets_Fault_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker could not read this card in time.`)
};

const de_subsets_fault_out_of_time = /** @type {(inputs: Subsets_Fault_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer konnte diese Karte nicht rechtzeitig lesen.`)
};

const fr_subsets_fault_out_of_time = /** @type {(inputs: Subsets_Fault_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pas pu lire cette carte à temps.`)
};

const es_subsets_fault_out_of_time = /** @type {(inputs: Subsets_Fault_Out_Of_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no pudo leer esta carta a tiempo.`)
};

/**
* | output |
* | --- |
* | "The checker could not read this card in time." |
*
* @param {Subsets_Fault_Out_Of_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_out_of_time = /** @type {((inputs?: Subsets_Fault_Out_Of_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Out_Of_TimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_out_of_time(inputs)
	if (locale === "fr") return fr_subsets_fault_out_of_time(inputs)
	if (locale === "es") return es_subsets_fault_out_of_time(inputs)
	return en_subsets_fault_out_of_time(inputs)
});