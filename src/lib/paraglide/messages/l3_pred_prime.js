/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_PrimeInputs */

const en_l3_pred_prime = /** @type {(inputs: L3_Pred_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prime`)
};

const de_l3_pred_prime = /** @type {(inputs: L3_Pred_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primzahlen`)
};

const fr_l3_pred_prime = /** @type {(inputs: L3_Pred_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premiers`)
};

const es_l3_pred_prime = /** @type {(inputs: L3_Pred_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`primos`)
};

/**
* | output |
* | --- |
* | "prime" |
*
* @param {L3_Pred_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_prime = /** @type {((inputs?: L3_Pred_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_prime(inputs)
	if (locale === "fr") return fr_l3_pred_prime(inputs)
	if (locale === "es") return es_l3_pred_prime(inputs)
	return en_l3_pred_prime(inputs)
});