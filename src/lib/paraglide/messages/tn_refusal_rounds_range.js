/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, value: NonNullable<unknown> }} Tn_Refusal_Rounds_RangeInputs */

const en_tn_refusal_rounds_range = /** @type {(inputs: Tn_Refusal_Rounds_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The number of rounds should be a whole number from 1 to ${i?.max}; it is ${i?.value}.`)
};

const de_tn_refusal_rounds_range = /** @type {(inputs: Tn_Refusal_Rounds_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zahl der Runden muss eine ganze Zahl von 1 bis ${i?.max} sein; angegeben ist ${i?.value}.`)
};

const fr_tn_refusal_rounds_range = /** @type {(inputs: Tn_Refusal_Rounds_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre de manches doit être un nombre entier de 1 à ${i?.max} ; il vaut ${i?.value}.`)
};

const es_tn_refusal_rounds_range = /** @type {(inputs: Tn_Refusal_Rounds_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El número de rondas debe ser un número entero de 1 a ${i?.max}; es ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "The number of rounds should be a whole number from 1 to {max}; it is {value}." |
*
* @param {Tn_Refusal_Rounds_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_rounds_range = /** @type {((inputs: Tn_Refusal_Rounds_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Rounds_RangeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_rounds_range(inputs)
	if (locale === "fr") return fr_tn_refusal_rounds_range(inputs)
	if (locale === "es") return es_tn_refusal_rounds_range(inputs)
	return en_tn_refusal_rounds_range(inputs)
});