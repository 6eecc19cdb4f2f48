/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Whole_Number_Of_DomainInputs */

const en_sub_whole_number_of_domain = /** @type {(inputs: Sub_Whole_Number_Of_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number of its domain`)
};

const de_sub_whole_number_of_domain = /** @type {(inputs: Sub_Whole_Number_Of_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine ganze Zahl aus seiner Grundmenge`)
};

const fr_sub_whole_number_of_domain = /** @type {(inputs: Sub_Whole_Number_Of_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un entier de son domaine`)
};

const es_sub_whole_number_of_domain = /** @type {(inputs: Sub_Whole_Number_Of_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número entero de su dominio`)
};

/**
* | output |
* | --- |
* | "a whole number of its domain" |
*
* @param {Sub_Whole_Number_Of_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_whole_number_of_domain = /** @type {((inputs?: Sub_Whole_Number_Of_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Whole_Number_Of_DomainInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_whole_number_of_domain(inputs)
	if (locale === "fr") return fr_sub_whole_number_of_domain(inputs)
	if (locale === "es") return es_sub_whole_number_of_domain(inputs)
	return en_sub_whole_number_of_domain(inputs)
});