/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Infinity_Not_SetInputs */

const en_l3_f_infinity_not_set = /** @type {(inputs: L3_F_Infinity_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ is not a set.`)
};

const de_l3_f_infinity_not_set = /** @type {(inputs: L3_F_Infinity_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ ist keine Menge.`)
};

const fr_l3_f_infinity_not_set = /** @type {(inputs: L3_F_Infinity_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ n’est pas un ensemble.`)
};

const es_l3_f_infinity_not_set = /** @type {(inputs: L3_F_Infinity_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`∞ no es un conjunto.`)
};

/**
* | output |
* | --- |
* | "∞ is not a set." |
*
* @param {L3_F_Infinity_Not_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_infinity_not_set = /** @type {((inputs?: L3_F_Infinity_Not_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Infinity_Not_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_infinity_not_set(inputs)
	if (locale === "fr") return fr_l3_f_infinity_not_set(inputs)
	if (locale === "es") return es_l3_f_infinity_not_set(inputs)
	return en_l3_f_infinity_not_set(inputs)
});