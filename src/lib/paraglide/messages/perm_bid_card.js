/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colour: NonNullable<unknown>, colourIs: NonNullable<unknown> }} Perm_Bid_CardInputs */

const en_perm_bid_card = /** @type {(inputs: Perm_Bid_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bid ${i?.card} ${i?.colour}`)
};

const de_perm_bid_card = /** @type {(inputs: Perm_Bid_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} ${i?.colourIs} bieten`)
};

const fr_perm_bid_card = /** @type {(inputs: Perm_Bid_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Miser ${i?.card} ${i?.colourIs}`)
};

const es_perm_bid_card = /** @type {(inputs: Perm_Bid_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pujar ${i?.card} ${i?.colourIs}`)
};

/**
* | card | output |
* | --- | --- |
* | * | "Bid {card} {colour}" |
*
* @param {Perm_Bid_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_card = /** @type {((inputs: Perm_Bid_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_card(inputs)
	if (locale === "fr") return fr_perm_bid_card(inputs)
	if (locale === "es") return es_perm_bid_card(inputs)
	return en_perm_bid_card(inputs)
});