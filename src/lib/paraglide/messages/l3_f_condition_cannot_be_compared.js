/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_Cannot_Be_ComparedInputs */

const en_l3_f_condition_cannot_be_compared = /** @type {(inputs: L3_F_Condition_Cannot_Be_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A condition cannot be compared like a number.`)
};

const de_l3_f_condition_cannot_be_compared = /** @type {(inputs: L3_F_Condition_Cannot_Be_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bedingung lässt sich nicht wie eine Zahl vergleichen.`)
};

const fr_l3_f_condition_cannot_be_compared = /** @type {(inputs: L3_F_Condition_Cannot_Be_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une condition ne se compare pas comme un nombre.`)
};

const es_l3_f_condition_cannot_be_compared = /** @type {(inputs: L3_F_Condition_Cannot_Be_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una condición no se puede comparar como un número.`)
};

/**
* | output |
* | --- |
* | "A condition cannot be compared like a number." |
*
* @param {L3_F_Condition_Cannot_Be_ComparedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_cannot_be_compared = /** @type {((inputs?: L3_F_Condition_Cannot_Be_ComparedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Cannot_Be_ComparedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_cannot_be_compared(inputs)
	if (locale === "fr") return fr_l3_f_condition_cannot_be_compared(inputs)
	if (locale === "es") return es_l3_f_condition_cannot_be_compared(inputs)
	return en_l3_f_condition_cannot_be_compared(inputs)
});