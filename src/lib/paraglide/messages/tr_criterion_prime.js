/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_PrimeInputs */

const en_tr_criterion_prime = /** @type {(inputs: Tr_Criterion_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prime (positive primes only)`)
};

const de_tr_criterion_prime = /** @type {(inputs: Tr_Criterion_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primzahl (nur positive Primzahlen)`)
};

const fr_tr_criterion_prime = /** @type {(inputs: Tr_Criterion_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre premier (positifs seulement)`)
};

const es_tr_criterion_prime = /** @type {(inputs: Tr_Criterion_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primo (solo primos positivos)`)
};

/**
* | output |
* | --- |
* | "Prime (positive primes only)" |
*
* @param {Tr_Criterion_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_prime = /** @type {((inputs?: Tr_Criterion_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_prime(inputs)
	if (locale === "fr") return fr_tr_criterion_prime(inputs)
	if (locale === "es") return es_tr_criterion_prime(inputs)
	return en_tr_criterion_prime(inputs)
});