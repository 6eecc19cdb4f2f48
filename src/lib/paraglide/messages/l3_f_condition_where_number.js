/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_Where_NumberInputs */

const en_l3_f_condition_where_number = /** @type {(inputs: L3_F_Condition_Where_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a condition where a number is expected.`)
};

const de_l3_f_condition_where_number = /** @type {(inputs: L3_F_Condition_Where_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist eine Bedingung, wo eine Zahl erwartet wird.`)
};

const fr_l3_f_condition_where_number = /** @type {(inputs: L3_F_Condition_Where_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci est une condition, là où un nombre est attendu.`)
};

const es_l3_f_condition_where_number = /** @type {(inputs: L3_F_Condition_Where_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es una condición donde se espera un número.`)
};

/**
* | output |
* | --- |
* | "This is a condition where a number is expected." |
*
* @param {L3_F_Condition_Where_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_where_number = /** @type {((inputs?: L3_F_Condition_Where_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Where_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_where_number(inputs)
	if (locale === "fr") return fr_l3_f_condition_where_number(inputs)
	if (locale === "es") return es_l3_f_condition_where_number(inputs)
	return en_l3_f_condition_where_number(inputs)
});