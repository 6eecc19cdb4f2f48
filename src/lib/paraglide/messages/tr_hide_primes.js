/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Hide_PrimesInputs */

const en_tr_hide_primes = /** @type {(inputs: Tr_Hide_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide primes and factors for ${i?.name}`)
};

const de_tr_hide_primes = /** @type {(inputs: Tr_Hide_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primzahlen und Teiler für ${i?.name} ausblenden`)
};

const fr_tr_hide_primes = /** @type {(inputs: Tr_Hide_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer nombres premiers et diviseurs pour ${i?.name}`)
};

const es_tr_hide_primes = /** @type {(inputs: Tr_Hide_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar primos y divisores de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hide primes and factors for {name}" |
*
* @param {Tr_Hide_PrimesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hide_primes = /** @type {((inputs: Tr_Hide_PrimesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hide_PrimesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hide_primes(inputs)
	if (locale === "fr") return fr_tr_hide_primes(inputs)
	if (locale === "es") return es_tr_hide_primes(inputs)
	return en_tr_hide_primes(inputs)
});