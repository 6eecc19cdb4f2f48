/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Hi_Perm_AuctionInputs */

const en_hi_perm_auction = /** @type {(inputs: Hi_Perm_AuctionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auction: ${i?.list}`)
};

const de_hi_perm_auction = /** @type {(inputs: Hi_Perm_AuctionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versteigerung: ${i?.list}`)
};

const fr_hi_perm_auction = /** @type {(inputs: Hi_Perm_AuctionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enchère : ${i?.list}`)
};

const es_hi_perm_auction = /** @type {(inputs: Hi_Perm_AuctionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subasta: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Auction: {list}" |
*
* @param {Hi_Perm_AuctionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_auction = /** @type {((inputs: Hi_Perm_AuctionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_AuctionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_auction(inputs)
	if (locale === "fr") return fr_hi_perm_auction(inputs)
	if (locale === "es") return es_hi_perm_auction(inputs)
	return en_hi_perm_auction(inputs)
});