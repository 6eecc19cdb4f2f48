/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Deck_List_LabelInputs */

const en_perm_deck_list_label = /** @type {(inputs: Perm_Deck_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.colour} card numbers`)
};

const de_perm_deck_list_label = /** @type {(inputs: Perm_Deck_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlen der Karten in ${i?.colour}`)
};

const fr_perm_deck_list_label = /** @type {(inputs: Perm_Deck_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`numéros des cartes ${i?.colourMany}`)
};

const es_perm_deck_list_label = /** @type {(inputs: Perm_Deck_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`números de las cartas ${i?.colourMany}`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{colour} card numbers" |
*
* @param {Perm_Deck_List_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_list_label = /** @type {((inputs: Perm_Deck_List_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_List_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_list_label(inputs)
	if (locale === "fr") return fr_perm_deck_list_label(inputs)
	if (locale === "es") return es_perm_deck_list_label(inputs)
	return en_perm_deck_list_label(inputs)
});