/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Your_BidInputs */

const en_perm_your_bid = /** @type {(inputs: Perm_Your_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: your bid`)
};

const de_perm_your_bid = /** @type {(inputs: Perm_Your_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: dein Gebot`)
};

const fr_perm_your_bid = /** @type {(inputs: Perm_Your_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ta mise`)
};

const es_perm_your_bid = /** @type {(inputs: Perm_Your_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: tu puja`)
};

/**
* | output |
* | --- |
* | "{name}: your bid" |
*
* @param {Perm_Your_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_your_bid = /** @type {((inputs: Perm_Your_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Your_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_your_bid(inputs)
	if (locale === "fr") return fr_perm_your_bid(inputs)
	if (locale === "es") return es_perm_your_bid(inputs)
	return en_perm_your_bid(inputs)
});