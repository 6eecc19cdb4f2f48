/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Deck_Colour_CountInputs */

const en_perm_deck_colour_count = /** @type {(inputs: Perm_Deck_Colour_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.colourMany} cards are listed, but the deck has exactly 12 of each colour.`)
};

const de_perm_deck_colour_count = /** @type {(inputs: Perm_Deck_Colour_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es sind ${i?.count} ${i?.colourMany} Karten aufgeführt, aber das Deck hat genau 12 von jeder Farbe.`)
};

const fr_perm_deck_colour_count = /** @type {(inputs: Perm_Deck_Colour_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} cartes ${i?.colourMany} sont listées, mais le paquet en compte exactement 12 de chaque couleur.`)
};

const es_perm_deck_colour_count = /** @type {(inputs: Perm_Deck_Colour_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hay ${i?.count} cartas ${i?.colourMany} en la lista, pero la baraja tiene exactamente 12 de cada color.`)
};

/**
* | output |
* | --- |
* | "{count} {colourMany} cards are listed, but the deck has exactly 12 of each colour." |
*
* @param {Perm_Deck_Colour_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_colour_count = /** @type {((inputs: Perm_Deck_Colour_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_Colour_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_colour_count(inputs)
	if (locale === "fr") return fr_perm_deck_colour_count(inputs)
	if (locale === "es") return es_perm_deck_colour_count(inputs)
	return en_perm_deck_colour_count(inputs)
});