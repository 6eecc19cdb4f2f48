/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Hide_FibonacciInputs */

const en_tr_hide_fibonacci = /** @type {(inputs: Tr_Hide_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide Fibonacci numbers for ${i?.name}`)
};

const de_tr_hide_fibonacci = /** @type {(inputs: Tr_Hide_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fibonacci-Zahlen für ${i?.name} ausblenden`)
};

const fr_tr_hide_fibonacci = /** @type {(inputs: Tr_Hide_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer les nombres de Fibonacci pour ${i?.name}`)
};

const es_tr_hide_fibonacci = /** @type {(inputs: Tr_Hide_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar los números de Fibonacci de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hide Fibonacci numbers for {name}" |
*
* @param {Tr_Hide_FibonacciInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hide_fibonacci = /** @type {((inputs: Tr_Hide_FibonacciInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hide_FibonacciInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hide_fibonacci(inputs)
	if (locale === "fr") return fr_tr_hide_fibonacci(inputs)
	if (locale === "es") return es_tr_hide_fibonacci(inputs)
	return en_tr_hide_fibonacci(inputs)
});