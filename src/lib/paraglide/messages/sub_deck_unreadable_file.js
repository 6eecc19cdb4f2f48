/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Sub_Deck_Unreadable_FileInputs */

const en_sub_deck_unreadable_file = /** @type {(inputs: Sub_Deck_Unreadable_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not read ${i?.file}.`)
};

const de_sub_deck_unreadable_file = /** @type {(inputs: Sub_Deck_Unreadable_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} konnte nicht gelesen werden.`)
};

const fr_sub_deck_unreadable_file = /** @type {(inputs: Sub_Deck_Unreadable_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de lire ${i?.file}.`)
};

const es_sub_deck_unreadable_file = /** @type {(inputs: Sub_Deck_Unreadable_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo leer ${i?.file}.`)
};

/**
* | output |
* | --- |
* | "Could not read {file}." |
*
* @param {Sub_Deck_Unreadable_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_unreadable_file = /** @type {((inputs: Sub_Deck_Unreadable_FileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Unreadable_FileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_unreadable_file(inputs)
	if (locale === "fr") return fr_sub_deck_unreadable_file(inputs)
	if (locale === "es") return es_sub_deck_unreadable_file(inputs)
	return en_sub_deck_unreadable_file(inputs)
});