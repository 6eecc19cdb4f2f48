/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Divides_By_ZeroInputs */

const en_l3_f_divides_by_zero = /** @type {(inputs: L3_F_Divides_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This divides by zero.`)
};

const de_l3_f_divides_by_zero = /** @type {(inputs: L3_F_Divides_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier wird durch null geteilt.`)
};

const fr_l3_f_divides_by_zero = /** @type {(inputs: L3_F_Divides_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci divise par zéro.`)
};

const es_l3_f_divides_by_zero = /** @type {(inputs: L3_F_Divides_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto divide entre cero.`)
};

/**
* | output |
* | --- |
* | "This divides by zero." |
*
* @param {L3_F_Divides_By_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_divides_by_zero = /** @type {((inputs?: L3_F_Divides_By_ZeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Divides_By_ZeroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_divides_by_zero(inputs)
	if (locale === "fr") return fr_l3_f_divides_by_zero(inputs)
	if (locale === "es") return es_l3_f_divides_by_zero(inputs)
	return en_l3_f_divides_by_zero(inputs)
});