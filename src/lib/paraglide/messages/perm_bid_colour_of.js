/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, whose: NonNullable<unknown> }} Perm_Bid_Colour_OfInputs */

const en_perm_bid_colour_of = /** @type {(inputs: Perm_Bid_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colour of ${i?.name}’s bid`)
};

const de_perm_bid_colour_of = /** @type {(inputs: Perm_Bid_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farbe des Gebots ${i?.whose}`)
};

const fr_perm_bid_colour_of = /** @type {(inputs: Perm_Bid_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleur de la mise ${i?.whose}`)
};

const es_perm_bid_colour_of = /** @type {(inputs: Perm_Bid_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Color de la puja ${i?.whose}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "Colour of {name}’s bid" |
*
* @param {Perm_Bid_Colour_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_colour_of = /** @type {((inputs: Perm_Bid_Colour_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_Colour_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_colour_of(inputs)
	if (locale === "fr") return fr_perm_bid_colour_of(inputs)
	if (locale === "es") return es_perm_bid_colour_of(inputs)
	return en_perm_bid_colour_of(inputs)
});