/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs */

const en_l3_f_power_with_variable_as_exponent_can_be_term = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A power with the variable as exponent can be the term of an image, as in ${i?.example}, or compared with a fixed number, as in 2^k < 100.`)
};

const de_l3_f_power_with_variable_as_exponent_can_be_term = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Potenz mit der Variablen im Exponenten kann der Term eines Bildes sein, wie in ${i?.example}, oder mit einer festen Zahl verglichen werden, wie in 2^k < 100.`)
};

const fr_l3_f_power_with_variable_as_exponent_can_be_term = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une puissance dont l’exposant est la variable peut être le terme d’une image, comme dans ${i?.example}, ou être comparée à un nombre fixe, comme dans 2^k < 100.`)
};

const es_l3_f_power_with_variable_as_exponent_can_be_term = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una potencia con la variable como exponente puede ser el término de una imagen, como en ${i?.example}, o compararse con un número fijo, como en 2^k < 100.`)
};

/**
* | output |
* | --- |
* | "A power with the variable as exponent can be the term of an image, as in {example}, or compared with a fixed number, as in 2^k < 100." |
*
* @param {L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_with_variable_as_exponent_can_be_term = /** @type {((inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_With_Variable_As_Exponent_Can_Be_TermInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_with_variable_as_exponent_can_be_term(inputs)
	if (locale === "fr") return fr_l3_f_power_with_variable_as_exponent_can_be_term(inputs)
	if (locale === "es") return es_l3_f_power_with_variable_as_exponent_can_be_term(inputs)
	return en_l3_f_power_with_variable_as_exponent_can_be_term(inputs)
});