/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_CheckInputs */

const en_tr_primes_check = /** @type {(inputs: Tr_Primes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check these numbers`)
};

const de_tr_primes_check = /** @type {(inputs: Tr_Primes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlen prüfen`)
};

const fr_tr_primes_check = /** @type {(inputs: Tr_Primes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier ces nombres`)
};

const es_tr_primes_check = /** @type {(inputs: Tr_Primes_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar estos números`)
};

/**
* | output |
* | --- |
* | "Check these numbers" |
*
* @param {Tr_Primes_CheckInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_check = /** @type {((inputs?: Tr_Primes_CheckInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_CheckInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_check(inputs)
	if (locale === "fr") return fr_tr_primes_check(inputs)
	if (locale === "es") return es_tr_primes_check(inputs)
	return en_tr_primes_check(inputs)
});