/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_ResultsInputs */

const en_tr_primes_results = /** @type {(inputs: Tr_Primes_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results (scrolls sideways)`)
};

const de_tr_primes_results = /** @type {(inputs: Tr_Primes_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse (seitlich scrollbar)`)
};

const fr_tr_primes_results = /** @type {(inputs: Tr_Primes_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats (défilent sur le côté)`)
};

const es_tr_primes_results = /** @type {(inputs: Tr_Primes_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados (se desplazan de lado)`)
};

/**
* | output |
* | --- |
* | "Results (scrolls sideways)" |
*
* @param {Tr_Primes_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_results = /** @type {((inputs?: Tr_Primes_ResultsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_ResultsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_results(inputs)
	if (locale === "fr") return fr_tr_primes_results(inputs)
	if (locale === "es") return es_tr_primes_results(inputs)
	return en_tr_primes_results(inputs)
});