/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Show_PrimesInputs */

const en_tr_show_primes = /** @type {(inputs: Tr_Show_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show primes and factors for ${i?.name}`)
};

const de_tr_show_primes = /** @type {(inputs: Tr_Show_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Primzahlen und Teiler für ${i?.name} zeigen`)
};

const fr_tr_show_primes = /** @type {(inputs: Tr_Show_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montrer nombres premiers et diviseurs pour ${i?.name}`)
};

const es_tr_show_primes = /** @type {(inputs: Tr_Show_PrimesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar primos y divisores de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show primes and factors for {name}" |
*
* @param {Tr_Show_PrimesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_show_primes = /** @type {((inputs: Tr_Show_PrimesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Show_PrimesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_show_primes(inputs)
	if (locale === "fr") return fr_tr_show_primes(inputs)
	if (locale === "es") return es_tr_show_primes(inputs)
	return en_tr_show_primes(inputs)
});