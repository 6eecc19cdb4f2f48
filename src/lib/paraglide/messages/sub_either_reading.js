/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Either_ReadingInputs */

const en_sub_either_reading = /** @type {(inputs: Sub_Either_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S, whichever numbers are primes or squares: the cards agree on them.`)
};

const de_sub_either_reading = /** @type {(inputs: Sub_Either_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S, welche Zahlen auch immer Primzahlen oder Quadratzahlen sind: Die Karten stimmen darin überein.`)
};

const fr_sub_either_reading = /** @type {(inputs: Sub_Either_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S, quels que soient les nombres premiers ou carrés : les cartes s’accordent sur eux.`)
};

const es_sub_either_reading = /** @type {(inputs: Sub_Either_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S, sean cuales sean los números primos o cuadrados: las cartas coinciden en ellos.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S, whichever numbers are primes or squares: the cards agree on them." |
*
* @param {Sub_Either_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_either_reading = /** @type {((inputs?: Sub_Either_ReadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Either_ReadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_either_reading(inputs)
	if (locale === "fr") return fr_sub_either_reading(inputs)
	if (locale === "es") return es_sub_either_reading(inputs)
	return en_sub_either_reading(inputs)
});