/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown> }} Tr_Number_FractionInputs */

const en_tr_number_fraction = /** @type {(inputs: Tr_Number_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.shown}" is not a whole number: write it without a fraction or exponent.`)
};

const de_tr_number_fraction = /** @type {(inputs: Tr_Number_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.shown}“ ist keine ganze Zahl: Schreib sie ohne Nachkommastellen oder Exponent.`)
};

const fr_tr_number_fraction = /** @type {(inputs: Tr_Number_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.shown} » n’est pas un nombre entier : écris-le sans décimales ni exposant.`)
};

const es_tr_number_fraction = /** @type {(inputs: Tr_Number_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.shown}» no es un número entero: escríbelo sin decimales ni exponente.`)
};

/**
* | output |
* | --- |
* | "\"{shown}\" is not a whole number: write it without a fraction or exponent." |
*
* @param {Tr_Number_FractionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_fraction = /** @type {((inputs: Tr_Number_FractionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_FractionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_fraction(inputs)
	if (locale === "fr") return fr_tr_number_fraction(inputs)
	if (locale === "es") return es_tr_number_fraction(inputs)
	return en_tr_number_fraction(inputs)
});