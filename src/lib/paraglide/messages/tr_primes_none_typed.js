/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_None_TypedInputs */

const en_tr_primes_none_typed = /** @type {(inputs: Tr_Primes_None_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type one or more whole numbers first.`)
};

const de_tr_primes_none_typed = /** @type {(inputs: Tr_Primes_None_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib zuerst eine oder mehrere ganze Zahlen ein.`)
};

const fr_tr_primes_none_typed = /** @type {(inputs: Tr_Primes_None_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tape d’abord un ou plusieurs nombres entiers.`)
};

const es_tr_primes_none_typed = /** @type {(inputs: Tr_Primes_None_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe primero uno o varios números enteros.`)
};

/**
* | output |
* | --- |
* | "Type one or more whole numbers first." |
*
* @param {Tr_Primes_None_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_none_typed = /** @type {((inputs?: Tr_Primes_None_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_None_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_none_typed(inputs)
	if (locale === "fr") return fr_tr_primes_none_typed(inputs)
	if (locale === "es") return es_tr_primes_none_typed(inputs)
	return en_tr_primes_none_typed(inputs)
});