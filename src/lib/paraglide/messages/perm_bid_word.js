/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Bid_WordInputs */

const en_perm_bid_word = /** @type {(inputs: Perm_Bid_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bid`)
};

const de_perm_bid_word = /** @type {(inputs: Perm_Bid_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bietet`)
};

const fr_perm_bid_word = /** @type {(inputs: Perm_Bid_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mise`)
};

const es_perm_bid_word = /** @type {(inputs: Perm_Bid_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`puja`)
};

/**
* | output |
* | --- |
* | "bid" |
*
* @param {Perm_Bid_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_word = /** @type {((inputs?: Perm_Bid_WordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_WordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_word(inputs)
	if (locale === "fr") return fr_perm_bid_word(inputs)
	if (locale === "es") return es_perm_bid_word(inputs)
	return en_perm_bid_word(inputs)
});