/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_Fibonacci_NegativeInputs */

const en_tr_why_fibonacci_negative = /** @type {(inputs: Tr_Why_Fibonacci_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a Fibonacci number (they are 0 or more)`)
};

const de_tr_why_fibonacci_negative = /** @type {(inputs: Tr_Why_Fibonacci_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine Fibonacci-Zahl (sie sind mindestens 0)`)
};

const fr_tr_why_fibonacci_negative = /** @type {(inputs: Tr_Why_Fibonacci_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas un nombre de Fibonacci (ils valent au moins 0)`)
};

const es_tr_why_fibonacci_negative = /** @type {(inputs: Tr_Why_Fibonacci_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es un número de Fibonacci (son 0 o más)`)
};

/**
* | output |
* | --- |
* | "not a Fibonacci number (they are 0 or more)" |
*
* @param {Tr_Why_Fibonacci_NegativeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_fibonacci_negative = /** @type {((inputs?: Tr_Why_Fibonacci_NegativeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_Fibonacci_NegativeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_fibonacci_negative(inputs)
	if (locale === "fr") return fr_tr_why_fibonacci_negative(inputs)
	if (locale === "es") return es_tr_why_fibonacci_negative(inputs)
	return en_tr_why_fibonacci_negative(inputs)
});