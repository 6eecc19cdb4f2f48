/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Sub_Error_CallInputs */

const en_hi_sub_error_call = /** @type {(inputs: Hi_Sub_Error_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} called “Error!”`)
};

const de_hi_sub_error_call = /** @type {(inputs: Hi_Sub_Error_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat „Fehler!“ gerufen`)
};

const fr_hi_sub_error_call = /** @type {(inputs: Hi_Sub_Error_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a crié « Erreur ! »`)
};

const es_hi_sub_error_call = /** @type {(inputs: Hi_Sub_Error_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha cantado «¡Error!»`)
};

/**
* | output |
* | --- |
* | "{name} called “Error!”" |
*
* @param {Hi_Sub_Error_CallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_error_call = /** @type {((inputs: Hi_Sub_Error_CallInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Error_CallInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_error_call(inputs)
	if (locale === "fr") return fr_hi_sub_error_call(inputs)
	if (locale === "es") return es_hi_sub_error_call(inputs)
	return en_hi_sub_error_call(inputs)
});