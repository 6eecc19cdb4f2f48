/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_Not_WholeInputs */

const en_tr_primes_not_whole = /** @type {(inputs: Tr_Primes_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not a whole number (see above)`)
};

const de_tr_primes_not_whole = /** @type {(inputs: Tr_Primes_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine ganze Zahl (siehe oben)`)
};

const fr_tr_primes_not_whole = /** @type {(inputs: Tr_Primes_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas un nombre entier (voir plus haut)`)
};

const es_tr_primes_not_whole = /** @type {(inputs: Tr_Primes_Not_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es un número entero (ver arriba)`)
};

/**
* | output |
* | --- |
* | "not a whole number (see above)" |
*
* @param {Tr_Primes_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_not_whole = /** @type {((inputs?: Tr_Primes_Not_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_Not_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_not_whole(inputs)
	if (locale === "fr") return fr_tr_primes_not_whole(inputs)
	if (locale === "es") return es_tr_primes_not_whole(inputs)
	return en_tr_primes_not_whole(inputs)
});