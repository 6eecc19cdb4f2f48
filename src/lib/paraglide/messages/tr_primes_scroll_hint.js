/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Primes_Scroll_HintInputs */

const en_tr_primes_scroll_hint = /** @type {(inputs: Tr_Primes_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll the table sideways to see every column.`)
};

const de_tr_primes_scroll_hint = /** @type {(inputs: Tr_Primes_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrolle die Tabelle seitlich, um alle Spalten zu sehen.`)
};

const fr_tr_primes_scroll_hint = /** @type {(inputs: Tr_Primes_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fais défiler le tableau sur le côté pour voir toutes les colonnes.`)
};

const es_tr_primes_scroll_hint = /** @type {(inputs: Tr_Primes_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desplaza la tabla de lado para ver todas las columnas.`)
};

/**
* | output |
* | --- |
* | "Scroll the table sideways to see every column." |
*
* @param {Tr_Primes_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_scroll_hint = /** @type {((inputs?: Tr_Primes_Scroll_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_Scroll_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_scroll_hint(inputs)
	if (locale === "fr") return fr_tr_primes_scroll_hint(inputs)
	if (locale === "es") return es_tr_primes_scroll_hint(inputs)
	return en_tr_primes_scroll_hint(inputs)
});