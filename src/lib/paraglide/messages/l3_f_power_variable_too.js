/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_Variable_TooInputs */

const en_l3_f_power_variable_too = /** @type {(inputs: L3_F_Power_Variable_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This power of the variable is too high for the checker.`)
};

const de_l3_f_power_variable_too = /** @type {(inputs: L3_F_Power_Variable_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Potenz der Variablen ist zu hoch für den Prüfer.`)
};

const fr_l3_f_power_variable_too = /** @type {(inputs: L3_F_Power_Variable_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette puissance de la variable est trop élevée pour le vérificateur.`)
};

const es_l3_f_power_variable_too = /** @type {(inputs: L3_F_Power_Variable_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta potencia de la variable es demasiado alta para el comprobador.`)
};

/**
* | output |
* | --- |
* | "This power of the variable is too high for the checker." |
*
* @param {L3_F_Power_Variable_TooInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_variable_too = /** @type {((inputs?: L3_F_Power_Variable_TooInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_Variable_TooInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_variable_too(inputs)
	if (locale === "fr") return fr_l3_f_power_variable_too(inputs)
	if (locale === "es") return es_l3_f_power_variable_too(inputs)
	return en_l3_f_power_variable_too(inputs)
});