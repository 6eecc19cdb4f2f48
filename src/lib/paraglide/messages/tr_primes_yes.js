/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_YesInputs */

const en_tr_primes_yes = /** @type {(inputs: Tr_Primes_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

const de_tr_primes_yes = /** @type {(inputs: Tr_Primes_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ja`)
};

const fr_tr_primes_yes = /** @type {(inputs: Tr_Primes_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oui`)
};

const es_tr_primes_yes = /** @type {(inputs: Tr_Primes_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sí`)
};

/**
* | output |
* | --- |
* | "yes" |
*
* @param {Tr_Primes_YesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_yes = /** @type {((inputs?: Tr_Primes_YesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_YesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_yes(inputs)
	if (locale === "fr") return fr_tr_primes_yes(inputs)
	if (locale === "es") return es_tr_primes_yes(inputs)
	return en_tr_primes_yes(inputs)
});