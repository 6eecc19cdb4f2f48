/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Infinity_Cannot_Be_Used_AsInputs */

const en_l3_f_infinity_cannot_be_used_as = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ cannot be used as a number here.`)
};

const de_l3_f_infinity_cannot_be_used_as = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ kann hier nicht als Zahl verwendet werden.`)
};

const fr_l3_f_infinity_cannot_be_used_as = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ ne peut pas servir de nombre ici.`)
};

const es_l3_f_infinity_cannot_be_used_as = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ no se puede usar aquí como número.`)
};

/**
* | output |
* | --- |
* | "∞ cannot be used as a number here." |
*
* @param {L3_F_Infinity_Cannot_Be_Used_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_infinity_cannot_be_used_as = /** @type {((inputs?: L3_F_Infinity_Cannot_Be_Used_AsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Infinity_Cannot_Be_Used_AsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_infinity_cannot_be_used_as(inputs)
	if (locale === "fr") return fr_l3_f_infinity_cannot_be_used_as(inputs)
	if (locale === "es") return es_l3_f_infinity_cannot_be_used_as(inputs)
	return en_l3_f_infinity_cannot_be_used_as(inputs)
});