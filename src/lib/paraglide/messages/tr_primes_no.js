/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_NoInputs */

const en_tr_primes_no = /** @type {(inputs: Tr_Primes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

const de_tr_primes_no = /** @type {(inputs: Tr_Primes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nein`)
};

const fr_tr_primes_no = /** @type {(inputs: Tr_Primes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non`)
};

const es_tr_primes_no = /** @type {(inputs: Tr_Primes_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

/**
* | output |
* | --- |
* | "no" |
*
* @param {Tr_Primes_NoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_no = /** @type {((inputs?: Tr_Primes_NoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_NoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_no(inputs)
	if (locale === "fr") return fr_tr_primes_no(inputs)
	if (locale === "es") return es_tr_primes_no(inputs)
	return en_tr_primes_no(inputs)
});