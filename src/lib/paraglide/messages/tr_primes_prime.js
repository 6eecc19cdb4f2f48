/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_PrimeInputs */

const en_tr_primes_prime = /** @type {(inputs: Tr_Primes_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prime`)
};

const de_tr_primes_prime = /** @type {(inputs: Tr_Primes_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primzahl`)
};

const fr_tr_primes_prime = /** @type {(inputs: Tr_Primes_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier`)
};

const es_tr_primes_prime = /** @type {(inputs: Tr_Primes_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primo`)
};

/**
* | output |
* | --- |
* | "Prime" |
*
* @param {Tr_Primes_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_prime = /** @type {((inputs?: Tr_Primes_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_prime(inputs)
	if (locale === "fr") return fr_tr_primes_prime(inputs)
	if (locale === "es") return es_tr_primes_prime(inputs)
	return en_tr_primes_prime(inputs)
});