/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_CoprimeInputs */

const en_tr_primes_coprime = /** @type {(inputs: Tr_Primes_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coprime to previous`)
};

const de_tr_primes_coprime = /** @type {(inputs: Tr_Primes_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilerfremd zum vorigen`)
};

const fr_tr_primes_coprime = /** @type {(inputs: Tr_Primes_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier avec le précédent`)
};

const es_tr_primes_coprime = /** @type {(inputs: Tr_Primes_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coprimo con el anterior`)
};

/**
* | output |
* | --- |
* | "Coprime to previous" |
*
* @param {Tr_Primes_CoprimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_coprime = /** @type {((inputs?: Tr_Primes_CoprimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_CoprimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_coprime(inputs)
	if (locale === "fr") return fr_tr_primes_coprime(inputs)
	if (locale === "es") return es_tr_primes_coprime(inputs)
	return en_tr_primes_coprime(inputs)
});