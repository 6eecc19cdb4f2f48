/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Negative_Exponents_NotInputs */

const en_l3_f_negative_exponents_not = /** @type {(inputs: L3_F_Negative_Exponents_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negative exponents are not supported; write a fraction.`)
};

const de_l3_f_negative_exponents_not = /** @type {(inputs: L3_F_Negative_Exponents_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negative Exponenten werden nicht unterstützt; schreibe einen Bruch.`)
};

const fr_l3_f_negative_exponents_not = /** @type {(inputs: L3_F_Negative_Exponents_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les exposants négatifs ne sont pas pris en charge ; écrivez une fraction.`)
};

const es_l3_f_negative_exponents_not = /** @type {(inputs: L3_F_Negative_Exponents_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los exponentes negativos no se admiten; escribe una fracción.`)
};

/**
* | output |
* | --- |
* | "Negative exponents are not supported; write a fraction." |
*
* @param {L3_F_Negative_Exponents_NotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_negative_exponents_not = /** @type {((inputs?: L3_F_Negative_Exponents_NotInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Negative_Exponents_NotInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_negative_exponents_not(inputs)
	if (locale === "fr") return fr_l3_f_negative_exponents_not(inputs)
	if (locale === "es") return es_l3_f_negative_exponents_not(inputs)
	return en_l3_f_negative_exponents_not(inputs)
});