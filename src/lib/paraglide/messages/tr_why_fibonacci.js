/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_FibonacciInputs */

const en_tr_why_fibonacci = /** @type {(inputs: Tr_Why_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a Fibonacci number`)
};

const de_tr_why_fibonacci = /** @type {(inputs: Tr_Why_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Fibonacci-Zahl`)
};

const fr_tr_why_fibonacci = /** @type {(inputs: Tr_Why_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un nombre de Fibonacci`)
};

const es_tr_why_fibonacci = /** @type {(inputs: Tr_Why_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número de Fibonacci`)
};

/**
* | output |
* | --- |
* | "a Fibonacci number" |
*
* @param {Tr_Why_FibonacciInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_fibonacci = /** @type {((inputs?: Tr_Why_FibonacciInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_FibonacciInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_fibonacci(inputs)
	if (locale === "fr") return fr_tr_why_fibonacci(inputs)
	if (locale === "es") return es_tr_why_fibonacci(inputs)
	return en_tr_why_fibonacci(inputs)
});