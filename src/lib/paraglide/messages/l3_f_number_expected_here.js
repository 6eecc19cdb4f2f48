/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Number_Expected_HereInputs */

const en_l3_f_number_expected_here = /** @type {(inputs: L3_F_Number_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number is expected here.`)
};

const de_l3_f_number_expected_here = /** @type {(inputs: L3_F_Number_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier wird eine Zahl erwartet.`)
};

const fr_l3_f_number_expected_here = /** @type {(inputs: L3_F_Number_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre est attendu ici.`)
};

const es_l3_f_number_expected_here = /** @type {(inputs: L3_F_Number_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí se espera un número.`)
};

/**
* | output |
* | --- |
* | "A number is expected here." |
*
* @param {L3_F_Number_Expected_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_number_expected_here = /** @type {((inputs?: L3_F_Number_Expected_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Number_Expected_HereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_number_expected_here(inputs)
	if (locale === "fr") return fr_l3_f_number_expected_here(inputs)
	if (locale === "es") return es_l3_f_number_expected_here(inputs)
	return en_l3_f_number_expected_here(inputs)
});