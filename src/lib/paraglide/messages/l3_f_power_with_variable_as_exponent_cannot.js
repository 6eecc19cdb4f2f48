/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_With_Variable_As_Exponent_CannotInputs */

const en_l3_f_power_with_variable_as_exponent_cannot = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A power with the variable as exponent cannot be mixed with √, π or e.`)
};

const de_l3_f_power_with_variable_as_exponent_cannot = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Potenz mit der Variablen im Exponenten lässt sich nicht mit √, π oder e mischen.`)
};

const fr_l3_f_power_with_variable_as_exponent_cannot = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une puissance dont l’exposant est la variable ne peut pas être mêlée à √, π ou e.`)
};

const es_l3_f_power_with_variable_as_exponent_cannot = /** @type {(inputs: L3_F_Power_With_Variable_As_Exponent_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una potencia con la variable como exponente no se puede mezclar con √, π o e.`)
};

/**
* | output |
* | --- |
* | "A power with the variable as exponent cannot be mixed with √, π or e." |
*
* @param {L3_F_Power_With_Variable_As_Exponent_CannotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_with_variable_as_exponent_cannot = /** @type {((inputs?: L3_F_Power_With_Variable_As_Exponent_CannotInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_With_Variable_As_Exponent_CannotInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_with_variable_as_exponent_cannot(inputs)
	if (locale === "fr") return fr_l3_f_power_with_variable_as_exponent_cannot(inputs)
	if (locale === "es") return es_l3_f_power_with_variable_as_exponent_cannot(inputs)
	return en_l3_f_power_with_variable_as_exponent_cannot(inputs)
});