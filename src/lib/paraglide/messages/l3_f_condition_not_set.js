/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Condition_Not_SetInputs */

const en_l3_f_condition_not_set = /** @type {(inputs: L3_F_Condition_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is a condition, not a set; conditions go inside ${i?.example}.`)
};

const de_l3_f_condition_not_set = /** @type {(inputs: L3_F_Condition_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das ist eine Bedingung, keine Menge; Bedingungen gehören in ${i?.example}.`)
};

const fr_l3_f_condition_not_set = /** @type {(inputs: L3_F_Condition_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ceci est une condition, pas un ensemble ; les conditions se placent dans ${i?.example}.`)
};

const es_l3_f_condition_not_set = /** @type {(inputs: L3_F_Condition_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esto es una condición, no un conjunto; las condiciones van dentro de ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "This is a condition, not a set; conditions go inside {example}." |
*
* @param {L3_F_Condition_Not_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_not_set = /** @type {((inputs: L3_F_Condition_Not_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Not_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_not_set(inputs)
	if (locale === "fr") return fr_l3_f_condition_not_set(inputs)
	if (locale === "es") return es_l3_f_condition_not_set(inputs)
	return en_l3_f_condition_not_set(inputs)
});