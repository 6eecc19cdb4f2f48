/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_NumberInputs */

const en_tr_primes_number = /** @type {(inputs: Tr_Primes_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number`)
};

const de_tr_primes_number = /** @type {(inputs: Tr_Primes_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahl`)
};

const fr_tr_primes_number = /** @type {(inputs: Tr_Primes_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const es_tr_primes_number = /** @type {(inputs: Tr_Primes_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número`)
};

/**
* | output |
* | --- |
* | "Number" |
*
* @param {Tr_Primes_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_number = /** @type {((inputs?: Tr_Primes_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_number(inputs)
	if (locale === "fr") return fr_tr_primes_number(inputs)
	if (locale === "es") return es_tr_primes_number(inputs)
	return en_tr_primes_number(inputs)
});