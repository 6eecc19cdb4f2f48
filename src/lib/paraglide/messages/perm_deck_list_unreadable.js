/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Deck_List_UnreadableInputs */

const en_perm_deck_list_unreadable = /** @type {(inputs: Perm_Deck_List_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.colour} list has something that is not a number or a range like 1-12.`)
};

const de_perm_deck_list_unreadable = /** @type {(inputs: Perm_Deck_List_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Liste für ${i?.colour} enthält etwas, das weder eine Zahl noch ein Bereich wie 1-12 ist.`)
};

const fr_perm_deck_list_unreadable = /** @type {(inputs: Perm_Deck_List_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La liste des cartes ${i?.colourMany} contient quelque chose qui n’est ni un nombre ni une plage comme 1-12.`)
};

const es_perm_deck_list_unreadable = /** @type {(inputs: Perm_Deck_List_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La lista de cartas ${i?.colourMany} tiene algo que no es un número ni un intervalo como 1-12.`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "The {colour} list has something that is not a number or a range like 1-12." |
*
* @param {Perm_Deck_List_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_list_unreadable = /** @type {((inputs: Perm_Deck_List_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_List_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_list_unreadable(inputs)
	if (locale === "fr") return fr_perm_deck_list_unreadable(inputs)
	if (locale === "es") return es_perm_deck_list_unreadable(inputs)
	return en_perm_deck_list_unreadable(inputs)
});