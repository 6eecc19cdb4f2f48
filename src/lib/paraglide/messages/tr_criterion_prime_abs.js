/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_Prime_AbsInputs */

const en_tr_criterion_prime_abs = /** @type {(inputs: Tr_Criterion_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prime in absolute value`)
};

const de_tr_criterion_prime_abs = /** @type {(inputs: Tr_Criterion_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag ist eine Primzahl`)
};

const fr_tr_criterion_prime_abs = /** @type {(inputs: Tr_Criterion_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier en valeur absolue`)
};

const es_tr_criterion_prime_abs = /** @type {(inputs: Tr_Criterion_Prime_AbsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primo en valor absoluto`)
};

/**
* | output |
* | --- |
* | "Prime in absolute value" |
*
* @param {Tr_Criterion_Prime_AbsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_prime_abs = /** @type {((inputs?: Tr_Criterion_Prime_AbsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_Prime_AbsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_prime_abs(inputs)
	if (locale === "fr") return fr_tr_criterion_prime_abs(inputs)
	if (locale === "es") return es_tr_criterion_prime_abs(inputs)
	return en_tr_criterion_prime_abs(inputs)
});