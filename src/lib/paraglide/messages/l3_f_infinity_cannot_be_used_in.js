/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Infinity_Cannot_Be_Used_InInputs */

const en_l3_f_infinity_cannot_be_used_in = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ cannot be used in arithmetic.`)
};

const de_l3_f_infinity_cannot_be_used_in = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit ∞ lässt sich nicht rechnen.`)
};

const fr_l3_f_infinity_cannot_be_used_in = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ ne s’emploie pas dans un calcul.`)
};

const es_l3_f_infinity_cannot_be_used_in = /** @type {(inputs: L3_F_Infinity_Cannot_Be_Used_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ no se puede usar en operaciones.`)
};

/**
* | output |
* | --- |
* | "∞ cannot be used in arithmetic." |
*
* @param {L3_F_Infinity_Cannot_Be_Used_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_infinity_cannot_be_used_in = /** @type {((inputs?: L3_F_Infinity_Cannot_Be_Used_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Infinity_Cannot_Be_Used_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_infinity_cannot_be_used_in(inputs)
	if (locale === "fr") return fr_l3_f_infinity_cannot_be_used_in(inputs)
	if (locale === "es") return es_l3_f_infinity_cannot_be_used_in(inputs)
	return en_l3_f_infinity_cannot_be_used_in(inputs)
});