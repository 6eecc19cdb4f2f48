/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Seal_My_BidInputs */

const en_tb_seal_my_bid = /** @type {(inputs: Tb_Seal_My_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seal my bid`)
};

const de_tb_seal_my_bid = /** @type {(inputs: Tb_Seal_My_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Gebot versiegeln`)
};

const fr_tb_seal_my_bid = /** @type {(inputs: Tb_Seal_My_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sceller ma mise`)
};

const es_tb_seal_my_bid = /** @type {(inputs: Tb_Seal_My_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sellar mi puja`)
};

/**
* | output |
* | --- |
* | "Seal my bid" |
*
* @param {Tb_Seal_My_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seal_my_bid = /** @type {((inputs?: Tb_Seal_My_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seal_My_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seal_my_bid(inputs)
	if (locale === "fr") return fr_tb_seal_my_bid(inputs)
	if (locale === "es") return es_tb_seal_my_bid(inputs)
	return en_tb_seal_my_bid(inputs)
});