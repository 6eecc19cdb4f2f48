/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Modulus_Must_Be_PositiveInputs */

const en_l3_f_modulus_must_be_positive = /** @type {(inputs: L3_F_Modulus_Must_Be_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The modulus must be a positive whole number.`)
};

const de_l3_f_modulus_must_be_positive = /** @type {(inputs: L3_F_Modulus_Must_Be_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Modul muss eine positive ganze Zahl sein.`)
};

const fr_l3_f_modulus_must_be_positive = /** @type {(inputs: L3_F_Modulus_Must_Be_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le module doit être un entier positif.`)
};

const es_l3_f_modulus_must_be_positive = /** @type {(inputs: L3_F_Modulus_Must_Be_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El módulo debe ser un número entero positivo.`)
};

/**
* | output |
* | --- |
* | "The modulus must be a positive whole number." |
*
* @param {L3_F_Modulus_Must_Be_PositiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_modulus_must_be_positive = /** @type {((inputs?: L3_F_Modulus_Must_Be_PositiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Modulus_Must_Be_PositiveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_modulus_must_be_positive(inputs)
	if (locale === "fr") return fr_l3_f_modulus_must_be_positive(inputs)
	if (locale === "es") return es_l3_f_modulus_must_be_positive(inputs)
	return en_l3_f_modulus_must_be_positive(inputs)
});