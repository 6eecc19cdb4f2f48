/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, where: NonNullable<unknown> }} Perm_Bid_PlacedInputs */

const en_perm_bid_placed = /** @type {(inputs: Perm_Bid_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot bid card ${i?.card}: it ${i?.where}.`)
};

const de_perm_bid_placed = /** @type {(inputs: Perm_Bid_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann Karte ${i?.card} nicht bieten: Sie ${i?.where}.`)
};

const fr_perm_bid_placed = /** @type {(inputs: Perm_Bid_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas miser la carte ${i?.card} : elle ${i?.where}.`)
};

const es_perm_bid_placed = /** @type {(inputs: Perm_Bid_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede pujar la carta ${i?.card}: ${i?.where}.`)
};

/**
* | output |
* | --- |
* | "{name} cannot bid card {card}: it {where}." |
*
* @param {Perm_Bid_PlacedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_placed = /** @type {((inputs: Perm_Bid_PlacedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_PlacedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_placed(inputs)
	if (locale === "fr") return fr_perm_bid_placed(inputs)
	if (locale === "es") return es_perm_bid_placed(inputs)
	return en_perm_bid_placed(inputs)
});