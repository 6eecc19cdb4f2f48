/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Modulus_Must_Be_FixedInputs */

const en_l3_f_modulus_must_be_fixed = /** @type {(inputs: L3_F_Modulus_Must_Be_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The modulus must be a fixed number.`)
};

const de_l3_f_modulus_must_be_fixed = /** @type {(inputs: L3_F_Modulus_Must_Be_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Modul muss eine feste Zahl sein.`)
};

const fr_l3_f_modulus_must_be_fixed = /** @type {(inputs: L3_F_Modulus_Must_Be_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le module doit être un nombre fixe.`)
};

const es_l3_f_modulus_must_be_fixed = /** @type {(inputs: L3_F_Modulus_Must_Be_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El módulo debe ser un número fijo.`)
};

/**
* | output |
* | --- |
* | "The modulus must be a fixed number." |
*
* @param {L3_F_Modulus_Must_Be_FixedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_modulus_must_be_fixed = /** @type {((inputs?: L3_F_Modulus_Must_Be_FixedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Modulus_Must_Be_FixedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_modulus_must_be_fixed(inputs)
	if (locale === "fr") return fr_l3_f_modulus_must_be_fixed(inputs)
	if (locale === "es") return es_l3_f_modulus_must_be_fixed(inputs)
	return en_l3_f_modulus_must_be_fixed(inputs)
});