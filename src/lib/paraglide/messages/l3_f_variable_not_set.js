/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} L3_F_Variable_Not_SetInputs */

const en_l3_f_variable_not_set = /** @type {(inputs: L3_F_Variable_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The variable ${i?.v} cannot stand for a set here.`)
};

const de_l3_f_variable_not_set = /** @type {(inputs: L3_F_Variable_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Variable ${i?.v} kann hier nicht für eine Menge stehen.`)
};

const fr_l3_f_variable_not_set = /** @type {(inputs: L3_F_Variable_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} ne peut pas désigner un ensemble ici.`)
};

const es_l3_f_variable_not_set = /** @type {(inputs: L3_F_Variable_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La variable ${i?.v} no puede representar aquí un conjunto.`)
};

/**
* | output |
* | --- |
* | "The variable {v} cannot stand for a set here." |
*
* @param {L3_F_Variable_Not_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_variable_not_set = /** @type {((inputs: L3_F_Variable_Not_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Variable_Not_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_variable_not_set(inputs)
	if (locale === "fr") return fr_l3_f_variable_not_set(inputs)
	if (locale === "es") return es_l3_f_variable_not_set(inputs)
	return en_l3_f_variable_not_set(inputs)
});