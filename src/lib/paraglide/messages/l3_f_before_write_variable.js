/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Before_Write_VariableInputs */

const en_l3_f_before_write_variable = /** @type {(inputs: L3_F_Before_Write_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before "|" write a variable and its domain, as in ${i?.example}.`)
};

const de_l3_f_before_write_variable = /** @type {(inputs: L3_F_Before_Write_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vor „|“ gehören eine Variable und ihre Grundmenge, wie in ${i?.example}.`)
};

const fr_l3_f_before_write_variable = /** @type {(inputs: L3_F_Before_Write_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avant « | », écrivez une variable et son domaine, comme dans ${i?.example}.`)
};

const es_l3_f_before_write_variable = /** @type {(inputs: L3_F_Before_Write_VariableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antes de «|» escribe una variable y su dominio, como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "Before \"\|\" write a variable and its domain, as in {example}." |
*
* @param {L3_F_Before_Write_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_before_write_variable = /** @type {((inputs: L3_F_Before_Write_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Before_Write_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_before_write_variable(inputs)
	if (locale === "fr") return fr_l3_f_before_write_variable(inputs)
	if (locale === "es") return es_l3_f_before_write_variable(inputs)
	return en_l3_f_before_write_variable(inputs)
});