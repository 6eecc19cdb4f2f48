/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Number_Too_LargeInputs */

const en_l3_f_number_too_large = /** @type {(inputs: L3_F_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This number is too large for the checker.`)
};

const de_l3_f_number_too_large = /** @type {(inputs: L3_F_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahl ist zu groß für den Prüfer.`)
};

const fr_l3_f_number_too_large = /** @type {(inputs: L3_F_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nombre est trop grand pour le vérificateur.`)
};

const es_l3_f_number_too_large = /** @type {(inputs: L3_F_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este número es demasiado grande para el comprobador.`)
};

/**
* | output |
* | --- |
* | "This number is too large for the checker." |
*
* @param {L3_F_Number_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_number_too_large = /** @type {((inputs?: L3_F_Number_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Number_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_number_too_large(inputs)
	if (locale === "fr") return fr_l3_f_number_too_large(inputs)
	if (locale === "es") return es_l3_f_number_too_large(inputs)
	return en_l3_f_number_too_large(inputs)
});