/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs */

const en_l3_f_power_with_variable_as_exponent_can_be_added = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A power with the variable as exponent can be added to the terms of other variables, as in 2^a + 3^b, but not to another term of its own variable, as in 3^k + k.`)
};

const de_l3_f_power_with_variable_as_exponent_can_be_added = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Potenz mit der Variablen im Exponenten darf zu Termen anderer Variablen addiert werden, wie in 2^a + 3^b, aber nicht zu einem weiteren Term ihrer eigenen Variablen, wie in 3^k + k.`)
};

const fr_l3_f_power_with_variable_as_exponent_can_be_added = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une puissance dont l’exposant est la variable peut s’ajouter aux termes d’autres variables, comme dans 2^a + 3^b, mais pas à un autre terme de sa propre variable, comme dans 3^k + k.`)
};

const es_l3_f_power_with_variable_as_exponent_can_be_added = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una potencia con la variable como exponente se puede sumar a términos de otras variables, como en 2^a + 3^b, pero no a otro término de su propia variable, como en 3^k + k.`)
};

/**
* | output |
* | --- |
* | "A power with the variable as exponent can be added to the terms of other variables, as in 2^a + 3^b, but not to another term of its own variable, as in 3^k + k." |
*
* @param {L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_with_variable_as_exponent_can_be_added = /** @type {((inputs?: L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_With_Variable_As_Exponent_Can_Be_AddedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_with_variable_as_exponent_can_be_added(inputs)
	if (locale === "fr") return fr_l3_f_power_with_variable_as_exponent_can_be_added(inputs)
	if (locale === "es") return es_l3_f_power_with_variable_as_exponent_can_be_added(inputs)
	return en_l3_f_power_with_variable_as_exponent_can_be_added(inputs)
});