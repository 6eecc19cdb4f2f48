/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, first: NonNullable<unknown>, firstMany: NonNullable<unknown>, second: NonNullable<unknown>, secondMany: NonNullable<unknown> }} Perm_Deck_List_TwiceInputs */

const en_perm_deck_list_twice = /** @type {(inputs: Perm_Deck_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is listed as both ${i?.first} and ${i?.second}, but there is one card of each number.`)
};

const de_perm_deck_list_twice = /** @type {(inputs: Perm_Deck_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} steht sowohl bei ${i?.first} als auch bei ${i?.second}, aber es gibt von jeder Zahl nur eine Karte.`)
};

const fr_perm_deck_list_twice = /** @type {(inputs: Perm_Deck_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} figure à la fois parmi les cartes ${i?.firstMany} et parmi les cartes ${i?.secondMany}, mais il n’y a qu’une carte de chaque nombre.`)
};

const es_perm_deck_list_twice = /** @type {(inputs: Perm_Deck_List_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.card} aparece a la vez entre las cartas ${i?.firstMany} y entre las cartas ${i?.secondMany}, pero solo hay una carta de cada número.`)
};

/**
* | card | output |
* | --- | --- |
* | * | "{card} is listed as both {first} and {second}, but there is one card of each number." |
*
* @param {Perm_Deck_List_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_list_twice = /** @type {((inputs: Perm_Deck_List_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_List_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_list_twice(inputs)
	if (locale === "fr") return fr_perm_deck_list_twice(inputs)
	if (locale === "es") return es_perm_deck_list_twice(inputs)
	return en_perm_deck_list_twice(inputs)
});