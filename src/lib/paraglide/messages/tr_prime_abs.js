/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Prime_AbsInputs */

const en_tr_prime_abs = /** @type {(inputs: Tr_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting negative primes must be on or off.`)
};

const de_tr_prime_abs = /** @type {(inputs: Tr_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Zählen negativer Primzahlen ist entweder an oder aus.`)
};

const fr_tr_prime_abs = /** @type {(inputs: Tr_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compter les nombres premiers négatifs est soit activé, soit désactivé.`)
};

const es_tr_prime_abs = /** @type {(inputs: Tr_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contar los primos negativos debe estar activado o desactivado.`)
};

/**
* | output |
* | --- |
* | "Counting negative primes must be on or off." |
*
* @param {Tr_Prime_AbsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_prime_abs = /** @type {((inputs?: Tr_Prime_AbsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Prime_AbsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_prime_abs(inputs)
	if (locale === "fr") return fr_tr_prime_abs(inputs)
	if (locale === "es") return es_tr_prime_abs(inputs)
	return en_tr_prime_abs(inputs)
});