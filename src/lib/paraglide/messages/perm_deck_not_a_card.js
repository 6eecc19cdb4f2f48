/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Perm_Deck_Not_A_CardInputs */

const en_perm_deck_not_a_card = /** @type {(inputs: Perm_Deck_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.key}" is not a card number: cards go from 1 to 48.`)
};

const de_perm_deck_not_a_card = /** @type {(inputs: Perm_Deck_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.key}“ ist keine Kartenzahl: Die Karten gehen von 1 bis 48.`)
};

const fr_perm_deck_not_a_card = /** @type {(inputs: Perm_Deck_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.key} » n’est pas un numéro de carte : les cartes vont de 1 à 48.`)
};

const es_perm_deck_not_a_card = /** @type {(inputs: Perm_Deck_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.key}» no es un número de carta: las cartas van del 1 al 48.`)
};

/**
* | output |
* | --- |
* | "\"{key}\" is not a card number: cards go from 1 to 48." |
*
* @param {Perm_Deck_Not_A_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_not_a_card = /** @type {((inputs: Perm_Deck_Not_A_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_Not_A_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_not_a_card(inputs)
	if (locale === "fr") return fr_perm_deck_not_a_card(inputs)
	if (locale === "es") return es_perm_deck_not_a_card(inputs)
	return en_perm_deck_not_a_card(inputs)
});