/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ auction: NonNullable<unknown> }} Perm_Auction_TitleInputs */

const en_perm_auction_title = /** @type {(inputs: Perm_Auction_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auction ${i?.auction} of 11`)
};

const de_perm_auction_title = /** @type {(inputs: Perm_Auction_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versteigerung ${i?.auction} von 11`)
};

const fr_perm_auction_title = /** @type {(inputs: Perm_Auction_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enchère ${i?.auction} sur 11`)
};

const es_perm_auction_title = /** @type {(inputs: Perm_Auction_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subasta ${i?.auction} de 11`)
};

/**
* | output |
* | --- |
* | "Auction {auction} of 11" |
*
* @param {Perm_Auction_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_auction_title = /** @type {((inputs: Perm_Auction_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Auction_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_auction_title(inputs)
	if (locale === "fr") return fr_perm_auction_title(inputs)
	if (locale === "es") return es_perm_auction_title(inputs)
	return en_perm_auction_title(inputs)
});