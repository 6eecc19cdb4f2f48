/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_LabelInputs */

const en_tr_primes_label = /** @type {(inputs: Tr_Primes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numbers (any size; separate with spaces, commas or new lines)`)
};

const de_tr_primes_label = /** @type {(inputs: Tr_Primes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen (beliebig groß; getrennt durch Leerzeichen, Kommas oder neue Zeilen)`)
};

const fr_tr_primes_label = /** @type {(inputs: Tr_Primes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres (de toute taille ; séparés par des espaces, des virgules ou des retours à la ligne)`)
};

const es_tr_primes_label = /** @type {(inputs: Tr_Primes_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Números (de cualquier tamaño; separados por espacios, comas o saltos de línea)`)
};

/**
* | output |
* | --- |
* | "Numbers (any size; separate with spaces, commas or new lines)" |
*
* @param {Tr_Primes_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_label = /** @type {((inputs?: Tr_Primes_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_label(inputs)
	if (locale === "fr") return fr_tr_primes_label(inputs)
	if (locale === "es") return es_tr_primes_label(inputs)
	return en_tr_primes_label(inputs)
});