/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_Place_BidInputs */

const en_perm_place_bid = /** @type {(inputs: Perm_Place_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is ${i?.whose} bid in this auction`)
};

const de_perm_place_bid = /** @type {(inputs: Perm_Place_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ist das Gebot ${i?.whose} in dieser Versteigerung`)
};

const fr_perm_place_bid = /** @type {(inputs: Perm_Place_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`est la mise ${i?.whose} dans cette enchère`)
};

const es_perm_place_bid = /** @type {(inputs: Perm_Place_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`es la puja ${i?.whose} en esta subasta`)
};

/**
* | output |
* | --- |
* | "is {whose} bid in this auction" |
*
* @param {Perm_Place_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_place_bid = /** @type {((inputs: Perm_Place_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Place_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_place_bid(inputs)
	if (locale === "fr") return fr_perm_place_bid(inputs)
	if (locale === "es") return es_perm_place_bid(inputs)
	return en_perm_place_bid(inputs)
});