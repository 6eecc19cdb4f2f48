/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_FibonacciInputs */

const en_tr_criterion_fibonacci = /** @type {(inputs: Tr_Criterion_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fibonacci number`)
};

const de_tr_criterion_fibonacci = /** @type {(inputs: Tr_Criterion_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fibonacci-Zahl`)
};

const fr_tr_criterion_fibonacci = /** @type {(inputs: Tr_Criterion_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de Fibonacci`)
};

const es_tr_criterion_fibonacci = /** @type {(inputs: Tr_Criterion_FibonacciInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de Fibonacci`)
};

/**
* | output |
* | --- |
* | "Fibonacci number" |
*
* @param {Tr_Criterion_FibonacciInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_fibonacci = /** @type {((inputs?: Tr_Criterion_FibonacciInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_FibonacciInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_fibonacci(inputs)
	if (locale === "fr") return fr_tr_criterion_fibonacci(inputs)
	if (locale === "es") return es_tr_criterion_fibonacci(inputs)
	return en_tr_criterion_fibonacci(inputs)
});