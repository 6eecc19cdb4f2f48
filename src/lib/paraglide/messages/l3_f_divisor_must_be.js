/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Divisor_Must_BeInputs */

const en_l3_f_divisor_must_be = /** @type {(inputs: L3_F_Divisor_Must_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The divisor must be a fixed number.`)
};

const de_l3_f_divisor_must_be = /** @type {(inputs: L3_F_Divisor_Must_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Teiler muss eine feste Zahl sein.`)
};

const fr_l3_f_divisor_must_be = /** @type {(inputs: L3_F_Divisor_Must_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le diviseur doit être un nombre fixe.`)
};

const es_l3_f_divisor_must_be = /** @type {(inputs: L3_F_Divisor_Must_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El divisor debe ser un número fijo.`)
};

/**
* | output |
* | --- |
* | "The divisor must be a fixed number." |
*
* @param {L3_F_Divisor_Must_BeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_divisor_must_be = /** @type {((inputs?: L3_F_Divisor_Must_BeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Divisor_Must_BeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_divisor_must_be(inputs)
	if (locale === "fr") return fr_l3_f_divisor_must_be(inputs)
	if (locale === "es") return es_l3_f_divisor_must_be(inputs)
	return en_l3_f_divisor_must_be(inputs)
});