/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_Deck_MissingInputs */

const en_perm_deck_missing = /** @type {(inputs: Perm_Deck_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is in none of the lists.`)
};

const de_perm_deck_missing = /** @type {(inputs: Perm_Deck_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} steht in keiner Liste.`)
};

const fr_perm_deck_missing = /** @type {(inputs: Perm_Deck_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} n’est dans aucune liste.`)
};

const es_perm_deck_missing = /** @type {(inputs: Perm_Deck_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} no está en ninguna lista.`)
};

/**
* | output |
* | --- |
* | "Card {card} is in none of the lists." |
*
* @param {Perm_Deck_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_missing = /** @type {((inputs: Perm_Deck_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_missing(inputs)
	if (locale === "fr") return fr_perm_deck_missing(inputs)
	if (locale === "es") return es_perm_deck_missing(inputs)
	return en_perm_deck_missing(inputs)
});