/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_PrimesInputs */

const en_subsets_symbol_primes = /** @type {(inputs: Subsets_Symbol_PrimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`primes`)
};

const de_subsets_symbol_primes = /** @type {(inputs: Subsets_Symbol_PrimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primzahlen`)
};

const fr_subsets_symbol_primes = /** @type {(inputs: Subsets_Symbol_PrimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres premiers`)
};

const es_subsets_symbol_primes = /** @type {(inputs: Subsets_Symbol_PrimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números primos`)
};

/**
* | output |
* | --- |
* | "primes" |
*
* @param {Subsets_Symbol_PrimesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_primes = /** @type {((inputs?: Subsets_Symbol_PrimesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_PrimesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_primes(inputs)
	if (locale === "fr") return fr_subsets_symbol_primes(inputs)
	if (locale === "es") return es_subsets_symbol_primes(inputs)
	return en_subsets_symbol_primes(inputs)
});