/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Dividing_By_VariableInputs */

const en_l3_f_dividing_by_variable = /** @type {(inputs: L3_F_Dividing_By_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dividing by the variable is not supported yet.`)
};

const de_l3_f_dividing_by_variable = /** @type {(inputs: L3_F_Dividing_By_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durch die Variable zu teilen wird noch nicht unterstützt.`)
};

const fr_l3_f_dividing_by_variable = /** @type {(inputs: L3_F_Dividing_By_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diviser par la variable n’est pas encore pris en charge.`)
};

const es_l3_f_dividing_by_variable = /** @type {(inputs: L3_F_Dividing_By_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dividir entre la variable todavía no se admite.`)
};

/**
* | output |
* | --- |
* | "Dividing by the variable is not supported yet." |
*
* @param {L3_F_Dividing_By_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_dividing_by_variable = /** @type {((inputs?: L3_F_Dividing_By_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Dividing_By_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_dividing_by_variable(inputs)
	if (locale === "fr") return fr_l3_f_dividing_by_variable(inputs)
	if (locale === "es") return es_l3_f_dividing_by_variable(inputs)
	return en_l3_f_dividing_by_variable(inputs)
});