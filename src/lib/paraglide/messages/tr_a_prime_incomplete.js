/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ chosen: NonNullable<unknown>, terms: NonNullable<unknown> }} Tr_A_Prime_IncompleteInputs */

const en_tr_a_prime_incomplete = /** @type {(inputs: Tr_A_Prime_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ is not complete yet: ${i?.chosen} of ${i?.terms} chosen.`)
};

const de_tr_a_prime_incomplete = /** @type {(inputs: Tr_A_Prime_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ ist noch nicht vollständig: ${i?.chosen} von ${i?.terms} gewählt.`)
};

const fr_tr_a_prime_incomplete = /** @type {(inputs: Tr_A_Prime_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ n’est pas encore complète : ${i?.chosen} sur ${i?.terms} choisis.`)
};

const es_tr_a_prime_incomplete = /** @type {(inputs: Tr_A_Prime_IncompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a′ aún no está completa: ${i?.chosen} de ${i?.terms} elegidos.`)
};

/**
* | output |
* | --- |
* | "a′ is not complete yet: {chosen} of {terms} chosen." |
*
* @param {Tr_A_Prime_IncompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_a_prime_incomplete = /** @type {((inputs: Tr_A_Prime_IncompleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_A_Prime_IncompleteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_a_prime_incomplete(inputs)
	if (locale === "fr") return fr_tr_a_prime_incomplete(inputs)
	if (locale === "es") return es_tr_a_prime_incomplete(inputs)
	return en_tr_a_prime_incomplete(inputs)
});