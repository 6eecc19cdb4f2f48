/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, whose: NonNullable<unknown> }} Perm_Change_BidInputs */

const en_perm_change_bid = /** @type {(inputs: Perm_Change_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change ${i?.name}’s bid`)
};

const de_perm_change_bid = /** @type {(inputs: Perm_Change_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebot ${i?.whose} ändern`)
};

const fr_perm_change_bid = /** @type {(inputs: Perm_Change_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changer la mise ${i?.whose}`)
};

const es_perm_change_bid = /** @type {(inputs: Perm_Change_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar la puja ${i?.whose}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "Change {name}’s bid" |
*
* @param {Perm_Change_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_change_bid = /** @type {((inputs: Perm_Change_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Change_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_change_bid(inputs)
	if (locale === "fr") return fr_perm_change_bid(inputs)
	if (locale === "es") return es_perm_change_bid(inputs)
	return en_perm_change_bid(inputs)
});