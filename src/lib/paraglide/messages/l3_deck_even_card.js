/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Deck_Even_CardInputs */

const en_l3_deck_even_card = /** @type {(inputs: L3_Deck_Even_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`x is even`)
};

const de_l3_deck_even_card = /** @type {(inputs: L3_Deck_Even_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`x ist gerade`)
};

const fr_l3_deck_even_card = /** @type {(inputs: L3_Deck_Even_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`x est pair`)
};

const es_l3_deck_even_card = /** @type {(inputs: L3_Deck_Even_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`x es par`)
};

/**
* | output |
* | --- |
* | "x is even" |
*
* @param {L3_Deck_Even_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_deck_even_card = /** @type {((inputs?: L3_Deck_Even_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Deck_Even_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_deck_even_card(inputs)
	if (locale === "fr") return fr_l3_deck_even_card(inputs)
	if (locale === "es") return es_l3_deck_even_card(inputs)
	return en_l3_deck_even_card(inputs)
});