/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Show_FibonacciInputs */

const en_tr_show_fibonacci = /** @type {(inputs: Tr_Show_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show Fibonacci numbers for ${i?.name}`)
};

const de_tr_show_fibonacci = /** @type {(inputs: Tr_Show_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fibonacci-Zahlen für ${i?.name} zeigen`)
};

const fr_tr_show_fibonacci = /** @type {(inputs: Tr_Show_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montrer les nombres de Fibonacci pour ${i?.name}`)
};

const es_tr_show_fibonacci = /** @type {(inputs: Tr_Show_FibonacciInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar los números de Fibonacci de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show Fibonacci numbers for {name}" |
*
* @param {Tr_Show_FibonacciInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_show_fibonacci = /** @type {((inputs: Tr_Show_FibonacciInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Show_FibonacciInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_show_fibonacci(inputs)
	if (locale === "fr") return fr_tr_show_fibonacci(inputs)
	if (locale === "es") return es_tr_show_fibonacci(inputs)
	return en_tr_show_fibonacci(inputs)
});