/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_SquareInputs */

const en_tr_primes_square = /** @type {(inputs: Tr_Primes_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Square`)
};

const de_tr_primes_square = /** @type {(inputs: Tr_Primes_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quadratzahl`)
};

const fr_tr_primes_square = /** @type {(inputs: Tr_Primes_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carré`)
};

const es_tr_primes_square = /** @type {(inputs: Tr_Primes_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuadrado`)
};

/**
* | output |
* | --- |
* | "Square" |
*
* @param {Tr_Primes_SquareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_square = /** @type {((inputs?: Tr_Primes_SquareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_SquareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_square(inputs)
	if (locale === "fr") return fr_tr_primes_square(inputs)
	if (locale === "es") return es_tr_primes_square(inputs)
	return en_tr_primes_square(inputs)
});