/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Perm_BidInputs */

const en_hi_perm_bid = /** @type {(inputs: Hi_Perm_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bid`)
};

const de_hi_perm_bid = /** @type {(inputs: Hi_Perm_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat geboten`)
};

const fr_hi_perm_bid = /** @type {(inputs: Hi_Perm_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a misé`)
};

const es_hi_perm_bid = /** @type {(inputs: Hi_Perm_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha pujado`)
};

/**
* | output |
* | --- |
* | "{name} bid" |
*
* @param {Hi_Perm_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_bid = /** @type {((inputs: Hi_Perm_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_bid(inputs)
	if (locale === "fr") return fr_hi_perm_bid(inputs)
	if (locale === "es") return es_hi_perm_bid(inputs)
	return en_hi_perm_bid(inputs)
});