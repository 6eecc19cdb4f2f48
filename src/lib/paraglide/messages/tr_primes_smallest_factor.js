/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ factor: NonNullable<unknown> }} Tr_Primes_Smallest_FactorInputs */

const en_tr_primes_smallest_factor = /** @type {(inputs: Tr_Primes_Smallest_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`smallest factor ${i?.factor}`)
};

const de_tr_primes_smallest_factor = /** @type {(inputs: Tr_Primes_Smallest_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kleinster Teiler ${i?.factor}`)
};

const fr_tr_primes_smallest_factor = /** @type {(inputs: Tr_Primes_Smallest_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plus petit diviseur ${i?.factor}`)
};

const es_tr_primes_smallest_factor = /** @type {(inputs: Tr_Primes_Smallest_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`menor divisor ${i?.factor}`)
};

/**
* | output |
* | --- |
* | "smallest factor {factor}" |
*
* @param {Tr_Primes_Smallest_FactorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_smallest_factor = /** @type {((inputs: Tr_Primes_Smallest_FactorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_Smallest_FactorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_smallest_factor(inputs)
	if (locale === "fr") return fr_tr_primes_smallest_factor(inputs)
	if (locale === "es") return es_tr_primes_smallest_factor(inputs)
	return en_tr_primes_smallest_factor(inputs)
});