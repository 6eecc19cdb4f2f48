/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, of: NonNullable<unknown> }} Sub_Deck_CheckingInputs */

const en_sub_deck_checking = /** @type {(inputs: Sub_Deck_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checking card ${i?.done} of ${i?.of}…`)
};

const de_sub_deck_checking = /** @type {(inputs: Sub_Deck_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Prüfe Karte ${i?.done} von ${i?.of}…`)
};

const fr_sub_deck_checking = /** @type {(inputs: Sub_Deck_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérification de la carte ${i?.done} sur ${i?.of}…`)
};

const es_sub_deck_checking = /** @type {(inputs: Sub_Deck_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comprobando la carta ${i?.done} de ${i?.of}…`)
};

/**
* | output |
* | --- |
* | "Checking card {done} of {of}…" |
*
* @param {Sub_Deck_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_checking = /** @type {((inputs: Sub_Deck_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_CheckingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_checking(inputs)
	if (locale === "fr") return fr_sub_deck_checking(inputs)
	if (locale === "es") return es_sub_deck_checking(inputs)
	return en_sub_deck_checking(inputs)
});