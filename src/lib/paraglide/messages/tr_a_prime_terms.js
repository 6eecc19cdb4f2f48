/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_A_Prime_TermsInputs */

const en_tr_a_prime_terms = /** @type {(inputs: Tr_A_Prime_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of a′`)
};

const de_tr_a_prime_terms = /** @type {(inputs: Tr_A_Prime_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glieder von a′`)
};

const fr_tr_a_prime_terms = /** @type {(inputs: Tr_A_Prime_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termes de a′`)
};

const es_tr_a_prime_terms = /** @type {(inputs: Tr_A_Prime_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos de a′`)
};

/**
* | output |
* | --- |
* | "Terms of a′" |
*
* @param {Tr_A_Prime_TermsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_a_prime_terms = /** @type {((inputs?: Tr_A_Prime_TermsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_A_Prime_TermsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_a_prime_terms(inputs)
	if (locale === "fr") return fr_tr_a_prime_terms(inputs)
	if (locale === "es") return es_tr_a_prime_terms(inputs)
	return en_tr_a_prime_terms(inputs)
});