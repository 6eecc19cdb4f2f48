/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Seal_Their_BidInputs */

const en_tb_seal_their_bid = /** @type {(inputs: Tb_Seal_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seal ${i?.name}'s bid`)
};

const de_tb_seal_their_bid = /** @type {(inputs: Tb_Seal_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebot von ${i?.name} versiegeln`)
};

const fr_tb_seal_their_bid = /** @type {(inputs: Tb_Seal_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sceller la mise de ${i?.name}`)
};

const es_tb_seal_their_bid = /** @type {(inputs: Tb_Seal_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sellar la puja de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Seal {name}'s bid" |
*
* @param {Tb_Seal_Their_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seal_their_bid = /** @type {((inputs: Tb_Seal_Their_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seal_Their_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seal_their_bid(inputs)
	if (locale === "fr") return fr_tb_seal_their_bid(inputs)
	if (locale === "es") return es_tb_seal_their_bid(inputs)
	return en_tb_seal_their_bid(inputs)
});