/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_PrimeInputs */

const en_tr_why_prime = /** @type {(inputs: Tr_Why_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prime`)
};

const de_tr_why_prime = /** @type {(inputs: Tr_Why_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist eine Primzahl`)
};

const fr_tr_why_prime = /** @type {(inputs: Tr_Why_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est un nombre premier`)
};

const es_tr_why_prime = /** @type {(inputs: Tr_Why_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`es primo`)
};

/**
* | output |
* | --- |
* | "prime" |
*
* @param {Tr_Why_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_prime = /** @type {((inputs?: Tr_Why_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_prime(inputs)
	if (locale === "fr") return fr_tr_why_prime(inputs)
	if (locale === "es") return es_tr_why_prime(inputs)
	return en_tr_why_prime(inputs)
});