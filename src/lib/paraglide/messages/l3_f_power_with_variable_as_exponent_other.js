/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_With_Variable_As_Exponent_OtherInputs */

const en_l3_f_power_with_variable_as_exponent_other = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A power with the variable as exponent (other than n^n) needs a base that is a whole number of 2 or more or one over such a number, and an exponent such as k, 2k or k + 1 with whole numbers, as in 2^k, 2^(2k + 1) or (1/2)^k.`)
};

const de_l3_f_power_with_variable_as_exponent_other = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Potenz mit der Variablen im Exponenten (außer n^n) braucht als Basis eine ganze Zahl ab 2 oder den Kehrwert einer solchen und einen Exponenten wie k, 2k oder k + 1 mit ganzen Zahlen, wie in 2^k, 2^(2k + 1) oder (1/2)^k.`)
};

const fr_l3_f_power_with_variable_as_exponent_other = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une puissance dont l’exposant est la variable (sauf n^n) demande pour base un entier supérieur ou égal à 2 ou l’inverse d’un tel entier, et un exposant comme k, 2k ou k + 1 à coefficients entiers, comme dans 2^k, 2^(2k + 1) ou (1/2)^k.`)
};

const es_l3_f_power_with_variable_as_exponent_other = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una potencia con la variable como exponente (salvo n^n) necesita como base un número entero de 2 o más o el inverso de uno así, y un exponente como k, 2k o k + 1 con números enteros, como en 2^k, 2^(2k + 1) o (1/2)^k.`)
};

/**
* | output |
* | --- |
* | "A power with the variable as exponent (other than n^n) needs a base that is a whole number of 2 or more or one over such a number, and an exponent such as k,..." |
*
* @param {L3_F_Power_With_Variable_As_Exponent_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_with_variable_as_exponent_other = /** @type {((inputs?: L3_F_Power_With_Variable_As_Exponent_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_With_Variable_As_Exponent_OtherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_with_variable_as_exponent_other(inputs)
	if (locale === "fr") return fr_l3_f_power_with_variable_as_exponent_other(inputs)
	if (locale === "es") return es_l3_f_power_with_variable_as_exponent_other(inputs)
	return en_l3_f_power_with_variable_as_exponent_other(inputs)
});