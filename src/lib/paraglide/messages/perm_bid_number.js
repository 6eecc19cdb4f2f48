/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_Bid_NumberInputs */

const en_perm_bid_number = /** @type {(inputs: Perm_Bid_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} bid needs a card number from 1 to 48.`)
};

const de_perm_bid_number = /** @type {(inputs: Perm_Bid_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Gebot ${i?.whose} braucht eine Kartenzahl von 1 bis 48.`)
};

const fr_perm_bid_number = /** @type {(inputs: Perm_Bid_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mise ${i?.whose} doit être un numéro de carte de 1 à 48.`)
};

const es_perm_bid_number = /** @type {(inputs: Perm_Bid_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La puja ${i?.whose} necesita un número de carta del 1 al 48.`)
};

/**
* | output |
* | --- |
* | "{whose} bid needs a card number from 1 to 48." |
*
* @param {Perm_Bid_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_number = /** @type {((inputs: Perm_Bid_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_number(inputs)
	if (locale === "fr") return fr_perm_bid_number(inputs)
	if (locale === "es") return es_perm_bid_number(inputs)
	return en_perm_bid_number(inputs)
});