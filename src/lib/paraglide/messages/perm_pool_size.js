/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Perm_Pool_SizeInputs */

const en_perm_pool_size = /** @type {(inputs: Perm_Pool_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The pool holds one card per player: ${i?.count} cards.`)
};

const de_perm_pool_size = /** @type {(inputs: Perm_Pool_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Auslage enthält eine Karte pro Spieler: ${i?.count} Karten.`)
};

const fr_perm_pool_size = /** @type {(inputs: Perm_Pool_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La réserve contient une carte par joueur : ${i?.count} cartes.`)
};

const es_perm_pool_size = /** @type {(inputs: Perm_Pool_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La reserva tiene una carta por jugador: ${i?.count} cartas.`)
};

/**
* | output |
* | --- |
* | "The pool holds one card per player: {count} cards." |
*
* @param {Perm_Pool_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_size = /** @type {((inputs: Perm_Pool_SizeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_SizeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_size(inputs)
	if (locale === "fr") return fr_perm_pool_size(inputs)
	if (locale === "es") return es_perm_pool_size(inputs)
	return en_perm_pool_size(inputs)
});