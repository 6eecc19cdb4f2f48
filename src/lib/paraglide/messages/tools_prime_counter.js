/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Prime_CounterInputs */

const en_tools_prime_counter = /** @type {(inputs: Tools_Prime_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prime counter`)
};

const de_tools_prime_counter = /** @type {(inputs: Tools_Prime_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primzahlzähler`)
};

const fr_tools_prime_counter = /** @type {(inputs: Tools_Prime_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compteur de nombres premiers`)
};

const es_tools_prime_counter = /** @type {(inputs: Tools_Prime_CounterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contador de primos`)
};

/**
* | output |
* | --- |
* | "Prime counter" |
*
* @param {Tools_Prime_CounterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_prime_counter = /** @type {((inputs?: Tools_Prime_CounterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Prime_CounterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_prime_counter(inputs)
	if (locale === "fr") return fr_tools_prime_counter(inputs)
	if (locale === "es") return es_tools_prime_counter(inputs)
	return en_tools_prime_counter(inputs)
});