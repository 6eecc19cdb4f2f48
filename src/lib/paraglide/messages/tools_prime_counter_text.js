/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Prime_Counter_TextInputs */

const en_tools_prime_counter_text = /** @type {(inputs: Tools_Prime_Counter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which of these numbers are prime, Fibonacci or squares? Any size.`)
};

const de_tools_prime_counter_text = /** @type {(inputs: Tools_Prime_Counter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welche dieser Zahlen sind Primzahlen, Fibonacci-Zahlen oder Quadratzahlen? Beliebig groß.`)
};

const fr_tools_prime_counter_text = /** @type {(inputs: Tools_Prime_Counter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesquels de ces nombres sont premiers, de Fibonacci ou des carrés ? De toute taille.`)
};

const es_tools_prime_counter_text = /** @type {(inputs: Tools_Prime_Counter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuáles de estos números son primos, de Fibonacci o cuadrados? De cualquier tamaño.`)
};

/**
* | output |
* | --- |
* | "Which of these numbers are prime, Fibonacci or squares? Any size." |
*
* @param {Tools_Prime_Counter_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_prime_counter_text = /** @type {((inputs?: Tools_Prime_Counter_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Prime_Counter_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_prime_counter_text(inputs)
	if (locale === "fr") return fr_tools_prime_counter_text(inputs)
	if (locale === "es") return es_tools_prime_counter_text(inputs)
	return en_tools_prime_counter_text(inputs)
});