/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colourOne: NonNullable<unknown>, inPlay: NonNullable<unknown> }} Perm_Pool_Opening_ExtraInputs */

const en_perm_pool_opening_extra = /** @type {(inputs: Perm_Pool_Opening_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is one ${i?.colourOne} card too many: the first pool has one card of each colour in play (${i?.inPlay}).`)
};

const de_perm_pool_opening_extra = /** @type {(inputs: Perm_Pool_Opening_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} ist eine ${i?.colourOne} Karte zu viel: Die erste Auslage hat eine Karte jeder Farbe im Spiel (${i?.inPlay}).`)
};

const fr_perm_pool_opening_extra = /** @type {(inputs: Perm_Pool_Opening_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} est une carte ${i?.colourOne} de trop : la première réserve a une carte de chaque couleur en jeu (${i?.inPlay}).`)
};

const es_perm_pool_opening_extra = /** @type {(inputs: Perm_Pool_Opening_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} es una carta ${i?.colourOne} de más: la primera reserva tiene una carta de cada color en juego (${i?.inPlay}).`)
};

/**
* | output |
* | --- |
* | "Card {card} is one {colourOne} card too many: the first pool has one card of each colour in play ({inPlay})." |
*
* @param {Perm_Pool_Opening_ExtraInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_opening_extra = /** @type {((inputs: Perm_Pool_Opening_ExtraInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_Opening_ExtraInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_opening_extra(inputs)
	if (locale === "fr") return fr_perm_pool_opening_extra(inputs)
	if (locale === "es") return es_perm_pool_opening_extra(inputs)
	return en_perm_pool_opening_extra(inputs)
});