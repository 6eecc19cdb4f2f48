/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_Cards_LabelInputs */

const en_sub_deck_cards_label = /** @type {(inputs: Sub_Deck_Cards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards, one a line`)
};

const de_sub_deck_cards_label = /** @type {(inputs: Sub_Deck_Cards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten, eine pro Zeile`)
};

const fr_sub_deck_cards_label = /** @type {(inputs: Sub_Deck_Cards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes, une par ligne`)
};

const es_sub_deck_cards_label = /** @type {(inputs: Sub_Deck_Cards_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas, una por línea`)
};

/**
* | output |
* | --- |
* | "Cards, one a line" |
*
* @param {Sub_Deck_Cards_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_cards_label = /** @type {((inputs?: Sub_Deck_Cards_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Cards_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_cards_label(inputs)
	if (locale === "fr") return fr_sub_deck_cards_label(inputs)
	if (locale === "es") return es_sub_deck_cards_label(inputs)
	return en_sub_deck_cards_label(inputs)
});