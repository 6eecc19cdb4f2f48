/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Perm_Enter_Pool_FirstInputs */

const en_perm_enter_pool_first = /** @type {(inputs: Perm_Enter_Pool_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the pool: ${i?.what}, one random card of each colour in play.`)
};

const de_perm_enter_pool_first = /** @type {(inputs: Perm_Enter_Pool_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trag die Auslage ein: ${i?.what}, eine zufällige Karte jeder Farbe im Spiel.`)
};

const fr_perm_enter_pool_first = /** @type {(inputs: Perm_Enter_Pool_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisis la réserve : ${i?.what}, une carte au hasard de chaque couleur en jeu.`)
};

const es_perm_enter_pool_first = /** @type {(inputs: Perm_Enter_Pool_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anota la reserva: ${i?.what}, una carta al azar de cada color en juego.`)
};

/**
* | output |
* | --- |
* | "Enter the pool: {what}, one random card of each colour in play." |
*
* @param {Perm_Enter_Pool_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_enter_pool_first = /** @type {((inputs: Perm_Enter_Pool_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Enter_Pool_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_enter_pool_first(inputs)
	if (locale === "fr") return fr_perm_enter_pool_first(inputs)
	if (locale === "es") return es_perm_enter_pool_first(inputs)
	return en_perm_enter_pool_first(inputs)
});