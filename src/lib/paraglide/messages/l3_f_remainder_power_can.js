/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainder_Power_CanInputs */

const en_l3_f_remainder_power_can = /** @type {(inputs: L3_F_Remainder_Power_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The remainder of a power can only be compared with a fixed number, as in 2^k mod 7 = 1.`)
};

const de_l3_f_remainder_power_can = /** @type {(inputs: L3_F_Remainder_Power_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Rest einer Potenz lässt sich nur mit einer festen Zahl vergleichen, wie in 2^k mod 7 = 1.`)
};

const fr_l3_f_remainder_power_can = /** @type {(inputs: L3_F_Remainder_Power_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le reste d’une puissance ne se compare qu’à un nombre fixe, comme dans 2^k mod 7 = 1.`)
};

const es_l3_f_remainder_power_can = /** @type {(inputs: L3_F_Remainder_Power_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El resto de una potencia solo se puede comparar con un número fijo, como en 2^k mod 7 = 1.`)
};

/**
* | output |
* | --- |
* | "The remainder of a power can only be compared with a fixed number, as in 2^k mod 7 = 1." |
*
* @param {L3_F_Remainder_Power_CanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_power_can = /** @type {((inputs?: L3_F_Remainder_Power_CanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Power_CanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_power_can(inputs)
	if (locale === "fr") return fr_l3_f_remainder_power_can(inputs)
	if (locale === "es") return es_l3_f_remainder_power_can(inputs)
	return en_l3_f_remainder_power_can(inputs)
});