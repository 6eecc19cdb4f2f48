/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} Tr_Number_Not_DigitsInputs */

const en_tr_number_not_digits = /** @type {(inputs: Tr_Number_Not_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" is not a whole number: use only digits, with an optional sign.`)
};

const de_tr_number_not_digits = /** @type {(inputs: Tr_Number_Not_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ ist keine ganze Zahl: Verwende nur Ziffern, wenn nötig mit Vorzeichen.`)
};

const fr_tr_number_not_digits = /** @type {(inputs: Tr_Number_Not_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » n’est pas un nombre entier : utilise seulement des chiffres, avec un signe si besoin.`)
};

const es_tr_number_not_digits = /** @type {(inputs: Tr_Number_Not_DigitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» no es un número entero: usa solo cifras, con signo si hace falta.`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" is not a whole number: use only digits, with an optional sign." |
*
* @param {Tr_Number_Not_DigitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_not_digits = /** @type {((inputs: Tr_Number_Not_DigitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_Not_DigitsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_not_digits(inputs)
	if (locale === "fr") return fr_tr_number_not_digits(inputs)
	if (locale === "es") return es_tr_number_not_digits(inputs)
	return en_tr_number_not_digits(inputs)
});