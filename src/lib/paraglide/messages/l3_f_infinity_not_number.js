/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Infinity_Not_NumberInputs */

const en_l3_f_infinity_not_number = /** @type {(inputs: L3_F_Infinity_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ is not a number and cannot be an element.`)
};

const de_l3_f_infinity_not_number = /** @type {(inputs: L3_F_Infinity_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ ist keine Zahl und kann kein Element sein.`)
};

const fr_l3_f_infinity_not_number = /** @type {(inputs: L3_F_Infinity_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ n’est pas un nombre et ne peut pas être un élément.`)
};

const es_l3_f_infinity_not_number = /** @type {(inputs: L3_F_Infinity_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ no es un número y no puede ser un elemento.`)
};

/**
* | output |
* | --- |
* | "∞ is not a number and cannot be an element." |
*
* @param {L3_F_Infinity_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_infinity_not_number = /** @type {((inputs?: L3_F_Infinity_Not_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Infinity_Not_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_infinity_not_number(inputs)
	if (locale === "fr") return fr_l3_f_infinity_not_number(inputs)
	if (locale === "es") return es_l3_f_infinity_not_number(inputs)
	return en_l3_f_infinity_not_number(inputs)
});