/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chosen: NonNullable<unknown>, terms: NonNullable<unknown> }} Tr_A_Prime_HeadingInputs */

const en_tr_a_prime_heading = /** @type {(inputs: Tr_A_Prime_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ (${i?.chosen} of ${i?.terms})`)
};

const de_tr_a_prime_heading = /** @type {(inputs: Tr_A_Prime_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ (${i?.chosen} von ${i?.terms})`)
};

const fr_tr_a_prime_heading = /** @type {(inputs: Tr_A_Prime_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ (${i?.chosen} sur ${i?.terms})`)
};

const es_tr_a_prime_heading = /** @type {(inputs: Tr_A_Prime_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ (${i?.chosen} de ${i?.terms})`)
};

/**
* | output |
* | --- |
* | "a′ ({chosen} of {terms})" |
*
* @param {Tr_A_Prime_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_a_prime_heading = /** @type {((inputs: Tr_A_Prime_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_A_Prime_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_a_prime_heading(inputs)
	if (locale === "fr") return fr_tr_a_prime_heading(inputs)
	if (locale === "es") return es_tr_a_prime_heading(inputs)
	return en_tr_a_prime_heading(inputs)
});