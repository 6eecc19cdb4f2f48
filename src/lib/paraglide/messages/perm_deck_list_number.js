/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_Deck_List_NumberInputs */

const en_perm_deck_list_number = /** @type {(inputs: Perm_Deck_List_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is not a card number: cards go from 1 to 48.`)
};

const de_perm_deck_list_number = /** @type {(inputs: Perm_Deck_List_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ist keine Kartenzahl: Die Karten gehen von 1 bis 48.`)
};

const fr_perm_deck_list_number = /** @type {(inputs: Perm_Deck_List_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} n’est pas un numéro de carte : les cartes vont de 1 à 48.`)
};

const es_perm_deck_list_number = /** @type {(inputs: Perm_Deck_List_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} no es un número de carta: las cartas van del 1 al 48.`)
};

/**
* | output |
* | --- |
* | "{card} is not a card number: cards go from 1 to 48." |
*
* @param {Perm_Deck_List_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_list_number = /** @type {((inputs: Perm_Deck_List_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_List_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_list_number(inputs)
	if (locale === "fr") return fr_perm_deck_list_number(inputs)
	if (locale === "es") return es_perm_deck_list_number(inputs)
	return en_perm_deck_list_number(inputs)
});