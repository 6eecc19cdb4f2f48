/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainder_Power_VariableInputs */

const en_l3_f_remainder_power_variable = /** @type {(inputs: L3_F_Remainder_Power_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A remainder of a power of the variable compared with < or > is read only over whole numbers.`)
};

const de_l3_f_remainder_power_variable = /** @type {(inputs: L3_F_Remainder_Power_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Rest einer Potenz der Variablen, mit < oder > verglichen, wird nur über ganzen Zahlen gelesen.`)
};

const fr_l3_f_remainder_power_variable = /** @type {(inputs: L3_F_Remainder_Power_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reste d’une puissance de la variable comparé avec < ou > n’est lu que sur les entiers.`)
};

const es_l3_f_remainder_power_variable = /** @type {(inputs: L3_F_Remainder_Power_VariableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resto de una potencia de la variable comparado con < o > solo se lee sobre números enteros.`)
};

/**
* | output |
* | --- |
* | "A remainder of a power of the variable compared with < or > is read only over whole numbers." |
*
* @param {L3_F_Remainder_Power_VariableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_power_variable = /** @type {((inputs?: L3_F_Remainder_Power_VariableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Power_VariableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_power_variable(inputs)
	if (locale === "fr") return fr_l3_f_remainder_power_variable(inputs)
	if (locale === "es") return es_l3_f_remainder_power_variable(inputs)
	return en_l3_f_remainder_power_variable(inputs)
});