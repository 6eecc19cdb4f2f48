/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, listed: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Deck_ShortInputs */

const en_perm_deck_short = /** @type {(inputs: Perm_Deck_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is in none of the lists: only ${i?.listed} ${i?.colourMany} cards are listed, and the deck has 12 of each colour.`)
};

const de_perm_deck_short = /** @type {(inputs: Perm_Deck_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} steht in keiner Liste: Es sind nur ${i?.listed} ${i?.colourMany} Karten aufgeführt, und das Deck hat 12 von jeder Farbe.`)
};

const fr_perm_deck_short = /** @type {(inputs: Perm_Deck_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} n’est dans aucune liste : seules ${i?.listed} cartes ${i?.colourMany} sont listées, et le paquet en compte 12 de chaque couleur.`)
};

const es_perm_deck_short = /** @type {(inputs: Perm_Deck_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} no está en ninguna lista: solo hay ${i?.listed} cartas ${i?.colourMany} en la lista, y la baraja tiene 12 de cada color.`)
};

/**
* | output |
* | --- |
* | "Card {card} is in none of the lists: only {listed} {colourMany} cards are listed, and the deck has 12 of each colour." |
*
* @param {Perm_Deck_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_short = /** @type {((inputs: Perm_Deck_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_ShortInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_short(inputs)
	if (locale === "fr") return fr_perm_deck_short(inputs)
	if (locale === "es") return es_perm_deck_short(inputs)
	return en_perm_deck_short(inputs)
});