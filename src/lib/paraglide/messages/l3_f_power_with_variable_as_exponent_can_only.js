/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs */

const en_l3_f_power_with_variable_as_exponent_can_only = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A power with the variable as exponent can only be compared with a whole number or a fraction, as in 2^k < 100 or 2^k mod 7 = 1.`)
};

const de_l3_f_power_with_variable_as_exponent_can_only = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Potenz mit der Variablen im Exponenten lässt sich nur mit einer ganzen Zahl oder einem Bruch vergleichen, wie in 2^k < 100 oder 2^k mod 7 = 1.`)
};

const fr_l3_f_power_with_variable_as_exponent_can_only = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une puissance dont l’exposant est la variable ne se compare qu’à un entier ou une fraction, comme dans 2^k < 100 ou 2^k mod 7 = 1.`)
};

const es_l3_f_power_with_variable_as_exponent_can_only = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una potencia con la variable como exponente solo se puede comparar con un número entero o una fracción, como en 2^k < 100 o 2^k mod 7 = 1.`)
};

/**
* | output |
* | --- |
* | "A power with the variable as exponent can only be compared with a whole number or a fraction, as in 2^k < 100 or 2^k mod 7 = 1." |
*
* @param {L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_with_variable_as_exponent_can_only = /** @type {((inputs?: L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_With_Variable_As_Exponent_Can_OnlyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_with_variable_as_exponent_can_only(inputs)
	if (locale === "fr") return fr_l3_f_power_with_variable_as_exponent_can_only(inputs)
	if (locale === "es") return es_l3_f_power_with_variable_as_exponent_can_only(inputs)
	return en_l3_f_power_with_variable_as_exponent_can_only(inputs)
});