/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Negative_Number_HasInputs */

const en_l3_f_negative_number_has = /** @type {(inputs: L3_F_Negative_Number_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A negative number has no real square root.`)
};

const de_l3_f_negative_number_has = /** @type {(inputs: L3_F_Negative_Number_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine negative Zahl hat keine reelle Quadratwurzel.`)
};

const fr_l3_f_negative_number_has = /** @type {(inputs: L3_F_Negative_Number_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre négatif n’a pas de racine carrée réelle.`)
};

const es_l3_f_negative_number_has = /** @type {(inputs: L3_F_Negative_Number_HasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un número negativo no tiene raíz cuadrada real.`)
};

/**
* | output |
* | --- |
* | "A negative number has no real square root." |
*
* @param {L3_F_Negative_Number_HasInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_negative_number_has = /** @type {((inputs?: L3_F_Negative_Number_HasInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Negative_Number_HasInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_negative_number_has(inputs)
	if (locale === "fr") return fr_l3_f_negative_number_has(inputs)
	if (locale === "es") return es_l3_f_negative_number_has(inputs)
	return en_l3_f_negative_number_has(inputs)
});