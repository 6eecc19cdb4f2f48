/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ below: NonNullable<unknown>, above: NonNullable<unknown> }} Tr_Why_Fibonacci_BetweenInputs */

const en_tr_why_fibonacci_between = /** @type {(inputs: Tr_Why_Fibonacci_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not a Fibonacci number (it lies between ${i?.below} and ${i?.above})`)
};

const de_tr_why_fibonacci_between = /** @type {(inputs: Tr_Why_Fibonacci_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`keine Fibonacci-Zahl (sie liegt zwischen ${i?.below} und ${i?.above})`)
};

const fr_tr_why_fibonacci_between = /** @type {(inputs: Tr_Why_Fibonacci_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pas un nombre de Fibonacci (il est entre ${i?.below} et ${i?.above})`)
};

const es_tr_why_fibonacci_between = /** @type {(inputs: Tr_Why_Fibonacci_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es un número de Fibonacci (está entre ${i?.below} y ${i?.above})`)
};

/**
* | output |
* | --- |
* | "not a Fibonacci number (it lies between {below} and {above})" |
*
* @param {Tr_Why_Fibonacci_BetweenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_fibonacci_between = /** @type {((inputs: Tr_Why_Fibonacci_BetweenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_Fibonacci_BetweenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_fibonacci_between(inputs)
	if (locale === "fr") return fr_tr_why_fibonacci_between(inputs)
	if (locale === "es") return es_tr_why_fibonacci_between(inputs)
	return en_tr_why_fibonacci_between(inputs)
});