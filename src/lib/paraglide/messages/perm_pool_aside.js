/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colourIs: NonNullable<unknown> }} Perm_Pool_AsideInputs */

const en_perm_pool_aside = /** @type {(inputs: Perm_Pool_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is ${i?.colourIs}, the colour set aside, so it is out of the game.`)
};

const de_perm_pool_aside = /** @type {(inputs: Perm_Pool_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} ist ${i?.colourIs}, die weggelegte Farbe, also ist sie nicht im Spiel.`)
};

const fr_perm_pool_aside = /** @type {(inputs: Perm_Pool_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} est ${i?.colourIs}, la couleur mise de côté : elle est hors jeu.`)
};

const es_perm_pool_aside = /** @type {(inputs: Perm_Pool_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} es ${i?.colourIs}, el color apartado, así que está fuera del juego.`)
};

/**
* | output |
* | --- |
* | "Card {card} is {colourIs}, the colour set aside, so it is out of the game." |
*
* @param {Perm_Pool_AsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_aside = /** @type {((inputs: Perm_Pool_AsideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_AsideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_aside(inputs)
	if (locale === "fr") return fr_perm_pool_aside(inputs)
	if (locale === "es") return es_perm_pool_aside(inputs)
	return en_perm_pool_aside(inputs)
});