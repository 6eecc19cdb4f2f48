/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, names: NonNullable<unknown> }} Hi_Row_Wrong_CallsInputs */

const en_hi_row_wrong_calls = /** @type {(inputs: Hi_Row_Wrong_CallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}; wrong Error! call by ${i?.names}`)
};

const de_hi_row_wrong_calls = /** @type {(inputs: Hi_Row_Wrong_CallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}; falscher „Fehler!“-Ruf von ${i?.names}`)
};

const fr_hi_row_wrong_calls = /** @type {(inputs: Hi_Row_Wrong_CallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} ; « Erreur ! » crié à tort par ${i?.names}`)
};

const es_hi_row_wrong_calls = /** @type {(inputs: Hi_Row_Wrong_CallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}; «¡Error!» cantado sin razón por ${i?.names}`)
};

/**
* | output |
* | --- |
* | "{what}; wrong Error! call by {names}" |
*
* @param {Hi_Row_Wrong_CallsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_wrong_calls = /** @type {((inputs: Hi_Row_Wrong_CallsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_Wrong_CallsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_wrong_calls(inputs)
	if (locale === "fr") return fr_hi_row_wrong_calls(inputs)
	if (locale === "es") return es_hi_row_wrong_calls(inputs)
	return en_hi_row_wrong_calls(inputs)
});