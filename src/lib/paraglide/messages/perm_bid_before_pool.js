/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Bid_Before_PoolInputs */

const en_perm_bid_before_pool = /** @type {(inputs: Perm_Bid_Before_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the pool before the bids: ${i?.name} bids for one of its cards.`)
};

const de_perm_bid_before_pool = /** @type {(inputs: Perm_Bid_Before_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trag die Auslage vor den Geboten ein: ${i?.name} bietet um eine ihrer Karten.`)
};

const fr_perm_bid_before_pool = /** @type {(inputs: Perm_Bid_Before_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisis la réserve avant les mises : ${i?.name} mise pour une de ses cartes.`)
};

const es_perm_bid_before_pool = /** @type {(inputs: Perm_Bid_Before_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anota la reserva antes de las pujas: ${i?.name} puja por una de sus cartas.`)
};

/**
* | output |
* | --- |
* | "Enter the pool before the bids: {name} bids for one of its cards." |
*
* @param {Perm_Bid_Before_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_before_pool = /** @type {((inputs: Perm_Bid_Before_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_Before_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_before_pool(inputs)
	if (locale === "fr") return fr_perm_bid_before_pool(inputs)
	if (locale === "es") return es_perm_bid_before_pool(inputs)
	return en_perm_bid_before_pool(inputs)
});