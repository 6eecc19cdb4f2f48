/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_CaptionInputs */

const en_tr_primes_caption = /** @type {(inputs: Tr_Primes_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each number and the scoring tests it meets`)
};

const de_tr_primes_caption = /** @type {(inputs: Tr_Primes_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Zahl und die Bedingungen, die sie erfüllt`)
};

const fr_tr_primes_caption = /** @type {(inputs: Tr_Primes_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque nombre et les critères qu’il remplit`)
};

const es_tr_primes_caption = /** @type {(inputs: Tr_Primes_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada número y los criterios que cumple`)
};

/**
* | output |
* | --- |
* | "Each number and the scoring tests it meets" |
*
* @param {Tr_Primes_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_caption = /** @type {((inputs?: Tr_Primes_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_CaptionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_caption(inputs)
	if (locale === "fr") return fr_tr_primes_caption(inputs)
	if (locale === "es") return es_tr_primes_caption(inputs)
	return en_tr_primes_caption(inputs)
});