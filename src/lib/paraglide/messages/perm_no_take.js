/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_No_TakeInputs */

const en_perm_no_take = /** @type {(inputs: Perm_No_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} drafts no card, but every player drafts one card each auction.`)
};

const de_perm_no_take = /** @type {(inputs: Perm_No_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} nimmt keine Karte, aber jeder Spieler nimmt in jeder Versteigerung eine Karte.`)
};

const fr_perm_no_take = /** @type {(inputs: Perm_No_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne prend aucune carte, mais chaque joueur prend une carte à chaque enchère.`)
};

const es_perm_no_take = /** @type {(inputs: Perm_No_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no se lleva ninguna carta, pero cada jugador se lleva una carta en cada subasta.`)
};

/**
* | output |
* | --- |
* | "{name} drafts no card, but every player drafts one card each auction." |
*
* @param {Perm_No_TakeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_no_take = /** @type {((inputs: Perm_No_TakeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_No_TakeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_no_take(inputs)
	if (locale === "fr") return fr_perm_no_take(inputs)
	if (locale === "es") return es_perm_no_take(inputs)
	return en_perm_no_take(inputs)
});