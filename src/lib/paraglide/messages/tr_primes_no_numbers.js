/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_No_NumbersInputs */

const en_tr_primes_no_numbers = /** @type {(inputs: Tr_Primes_No_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of these is a whole number: type whole numbers such as 7 or -12.`)
};

const de_tr_primes_no_numbers = /** @type {(inputs: Tr_Primes_No_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine davon ist eine ganze Zahl: Gib ganze Zahlen wie 7 oder -12 ein.`)
};

const fr_tr_primes_no_numbers = /** @type {(inputs: Tr_Primes_No_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun n’est un nombre entier : tape des nombres entiers comme 7 ou -12.`)
};

const es_tr_primes_no_numbers = /** @type {(inputs: Tr_Primes_No_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno es un número entero: escribe números enteros como 7 o -12.`)
};

/**
* | output |
* | --- |
* | "None of these is a whole number: type whole numbers such as 7 or -12." |
*
* @param {Tr_Primes_No_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_no_numbers = /** @type {((inputs?: Tr_Primes_No_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_No_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_no_numbers(inputs)
	if (locale === "fr") return fr_tr_primes_no_numbers(inputs)
	if (locale === "es") return es_tr_primes_no_numbers(inputs)
	return en_tr_primes_no_numbers(inputs)
});