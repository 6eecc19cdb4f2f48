/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Conditions_That_MultiplyInputs */

const en_l3_f_conditions_that_multiply = /** @type {(inputs: L3_F_Conditions_That_MultiplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions that multiply the variable by itself are not supported yet.`)
};

const de_l3_f_conditions_that_multiply = /** @type {(inputs: L3_F_Conditions_That_MultiplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedingungen, die die Variable mit sich selbst multiplizieren, werden noch nicht unterstützt.`)
};

const fr_l3_f_conditions_that_multiply = /** @type {(inputs: L3_F_Conditions_That_MultiplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions qui multiplient la variable par elle-même ne sont pas encore prises en charge.`)
};

const es_l3_f_conditions_that_multiply = /** @type {(inputs: L3_F_Conditions_That_MultiplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las condiciones que multiplican la variable por sí misma todavía no se admiten.`)
};

/**
* | output |
* | --- |
* | "Conditions that multiply the variable by itself are not supported yet." |
*
* @param {L3_F_Conditions_That_MultiplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_conditions_that_multiply = /** @type {((inputs?: L3_F_Conditions_That_MultiplyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Conditions_That_MultiplyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_conditions_that_multiply(inputs)
	if (locale === "fr") return fr_l3_f_conditions_that_multiply(inputs)
	if (locale === "es") return es_l3_f_conditions_that_multiply(inputs)
	return en_l3_f_conditions_that_multiply(inputs)
});