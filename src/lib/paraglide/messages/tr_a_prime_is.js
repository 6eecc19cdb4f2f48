/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown> }} Tr_A_Prime_IsInputs */

const en_tr_a_prime_is = /** @type {(inputs: Tr_A_Prime_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′: ${i?.terms}`)
};

const de_tr_a_prime_is = /** @type {(inputs: Tr_A_Prime_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′: ${i?.terms}`)
};

const fr_tr_a_prime_is = /** @type {(inputs: Tr_A_Prime_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ : ${i?.terms}`)
};

const es_tr_a_prime_is = /** @type {(inputs: Tr_A_Prime_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′: ${i?.terms}`)
};

/**
* | output |
* | --- |
* | "a′: {terms}" |
*
* @param {Tr_A_Prime_IsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_a_prime_is = /** @type {((inputs: Tr_A_Prime_IsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_A_Prime_IsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_a_prime_is(inputs)
	if (locale === "fr") return fr_tr_a_prime_is(inputs)
	if (locale === "es") return es_tr_a_prime_is(inputs)
	return en_tr_a_prime_is(inputs)
});