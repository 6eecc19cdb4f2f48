/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_AbsInputs */

const en_tr_primes_abs = /** @type {(inputs: Tr_Primes_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`|n| prime`)
};

const de_tr_primes_abs = /** @type {(inputs: Tr_Primes_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`|n| Primzahl`)
};

const fr_tr_primes_abs = /** @type {(inputs: Tr_Primes_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`|n| premier`)
};

const es_tr_primes_abs = /** @type {(inputs: Tr_Primes_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`|n| primo`)
};

/**
* | output |
* | --- |
* | "\|n\| prime" |
*
* @param {Tr_Primes_AbsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_abs = /** @type {((inputs?: Tr_Primes_AbsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_AbsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_abs(inputs)
	if (locale === "fr") return fr_tr_primes_abs(inputs)
	if (locale === "es") return es_tr_primes_abs(inputs)
	return en_tr_primes_abs(inputs)
});