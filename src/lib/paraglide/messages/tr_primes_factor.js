/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ factor: NonNullable<unknown> }} Tr_Primes_FactorInputs */

const en_tr_primes_factor = /** @type {(inputs: Tr_Primes_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`factor ${i?.factor}`)
};

const de_tr_primes_factor = /** @type {(inputs: Tr_Primes_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teiler ${i?.factor}`)
};

const fr_tr_primes_factor = /** @type {(inputs: Tr_Primes_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`diviseur ${i?.factor}`)
};

const es_tr_primes_factor = /** @type {(inputs: Tr_Primes_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`divisor ${i?.factor}`)
};

/**
* | output |
* | --- |
* | "factor {factor}" |
*
* @param {Tr_Primes_FactorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_factor = /** @type {((inputs: Tr_Primes_FactorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_FactorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_factor(inputs)
	if (locale === "fr") return fr_tr_primes_factor(inputs)
	if (locale === "es") return es_tr_primes_factor(inputs)
	return en_tr_primes_factor(inputs)
});