/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_Bid_NInputs */

const en_perm_bid_n = /** @type {(inputs: Perm_Bid_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bid ${i?.card}`)
};

const de_perm_bid_n = /** @type {(inputs: Perm_Bid_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} bieten`)
};

const fr_perm_bid_n = /** @type {(inputs: Perm_Bid_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Miser ${i?.card}`)
};

const es_perm_bid_n = /** @type {(inputs: Perm_Bid_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pujar ${i?.card}`)
};

/**
* | output |
* | --- |
* | "Bid {card}" |
*
* @param {Perm_Bid_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_n = /** @type {((inputs: Perm_Bid_NInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_NInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_n(inputs)
	if (locale === "fr") return fr_perm_bid_n(inputs)
	if (locale === "es") return es_perm_bid_n(inputs)
	return en_perm_bid_n(inputs)
});