/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colour: NonNullable<unknown>, colourIs: NonNullable<unknown>, name: NonNullable<unknown> }} Perm_Bids_CardInputs */

const en_perm_bids_card = /** @type {(inputs: Perm_Bids_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bids ${i?.card} ${i?.colour}`)
};

const de_perm_bids_card = /** @type {(inputs: Perm_Bids_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bietet ${i?.card} ${i?.colourIs}`)
};

const fr_perm_bids_card = /** @type {(inputs: Perm_Bids_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} mise ${i?.card} ${i?.colourIs}`)
};

const es_perm_bids_card = /** @type {(inputs: Perm_Bids_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} puja ${i?.card} ${i?.colourIs}`)
};

/**
* | card | output |
* | --- | --- |
* | * | "{name} bids {card} {colour}" |
*
* @param {Perm_Bids_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bids_card = /** @type {((inputs: Perm_Bids_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bids_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bids_card(inputs)
	if (locale === "fr") return fr_perm_bids_card(inputs)
	if (locale === "es") return es_perm_bids_card(inputs)
	return en_perm_bids_card(inputs)
});