/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_Bid_MissingInputs */

const en_perm_bid_missing = /** @type {(inputs: Perm_Bid_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} bid is missing.`)
};

const de_perm_bid_missing = /** @type {(inputs: Perm_Bid_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Gebot ${i?.whose} fehlt.`)
};

const fr_perm_bid_missing = /** @type {(inputs: Perm_Bid_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il manque la mise ${i?.whose}.`)
};

const es_perm_bid_missing = /** @type {(inputs: Perm_Bid_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falta la puja ${i?.whose}.`)
};

/**
* | output |
* | --- |
* | "{whose} bid is missing." |
*
* @param {Perm_Bid_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_missing = /** @type {((inputs: Perm_Bid_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_missing(inputs)
	if (locale === "fr") return fr_perm_bid_missing(inputs)
	if (locale === "es") return es_perm_bid_missing(inputs)
	return en_perm_bid_missing(inputs)
});