/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ counts: NonNullable<unknown> }} Perm_Unknown_NumbersInputs */

const en_perm_unknown_numbers = /** @type {(inputs: Perm_Unknown_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The app does not know the numbers of ${i?.counts} in your hand yet: type the number of the card you bid.`)
};

const de_perm_unknown_numbers = /** @type {(inputs: Perm_Unknown_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die App kennt die Zahlen von ${i?.counts} auf deiner Hand noch nicht: Gib die Zahl der Karte ein, die du bietest.`)
};

const fr_perm_unknown_numbers = /** @type {(inputs: Perm_Unknown_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’appli ne connaît pas encore les numéros de ${i?.counts} dans ta main : tape le numéro de la carte que tu mises.`)
};

const es_perm_unknown_numbers = /** @type {(inputs: Perm_Unknown_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La app aún no conoce los números de ${i?.counts} de tu mano: escribe el número de la carta que pujas.`)
};

/**
* | output |
* | --- |
* | "The app does not know the numbers of {counts} in your hand yet: type the number of the card you bid." |
*
* @param {Perm_Unknown_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_unknown_numbers = /** @type {((inputs: Perm_Unknown_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Unknown_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_unknown_numbers(inputs)
	if (locale === "fr") return fr_perm_unknown_numbers(inputs)
	if (locale === "es") return es_perm_unknown_numbers(inputs)
	return en_perm_unknown_numbers(inputs)
});