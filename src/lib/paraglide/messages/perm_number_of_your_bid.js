/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Number_Of_Your_BidInputs */

const en_perm_number_of_your_bid = /** @type {(inputs: Perm_Number_Of_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of your bid`)
};

const de_perm_number_of_your_bid = /** @type {(inputs: Perm_Number_Of_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahl deines Gebots`)
};

const fr_perm_number_of_your_bid = /** @type {(inputs: Perm_Number_Of_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de ta mise`)
};

const es_perm_number_of_your_bid = /** @type {(inputs: Perm_Number_Of_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de tu puja`)
};

/**
* | output |
* | --- |
* | "Number of your bid" |
*
* @param {Perm_Number_Of_Your_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_number_of_your_bid = /** @type {((inputs?: Perm_Number_Of_Your_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Number_Of_Your_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_number_of_your_bid(inputs)
	if (locale === "fr") return fr_perm_number_of_your_bid(inputs)
	if (locale === "es") return es_perm_number_of_your_bid(inputs)
	return en_perm_number_of_your_bid(inputs)
});