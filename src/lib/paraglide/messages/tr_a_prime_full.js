/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown> }} Tr_A_Prime_FullInputs */

const en_tr_a_prime_full = /** @type {(inputs: Tr_A_Prime_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ already has all its ${i?.terms}.`)
};

const de_tr_a_prime_full = /** @type {(inputs: Tr_A_Prime_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ hat schon alle ${i?.terms}.`)
};

const fr_tr_a_prime_full = /** @type {(inputs: Tr_A_Prime_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ a déjà ses ${i?.terms}.`)
};

const es_tr_a_prime_full = /** @type {(inputs: Tr_A_Prime_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ ya tiene sus ${i?.terms}.`)
};

/**
* | output |
* | --- |
* | "a′ already has all its {terms}." |
*
* @param {Tr_A_Prime_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_a_prime_full = /** @type {((inputs: Tr_A_Prime_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_A_Prime_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_a_prime_full(inputs)
	if (locale === "fr") return fr_tr_a_prime_full(inputs)
	if (locale === "es") return es_tr_a_prime_full(inputs)
	return en_tr_a_prime_full(inputs)
});