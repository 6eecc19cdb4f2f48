/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Type_BidInputs */

const en_tb_type_bid = /** @type {(inputs: Tb_Type_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the number of the card you bid.`)
};

const de_tb_type_bid = /** @type {(inputs: Tb_Type_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Nummer der Karte ein, die du bietest.`)
};

const fr_tb_type_bid = /** @type {(inputs: Tb_Type_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez le numéro de la carte que vous misez.`)
};

const es_tb_type_bid = /** @type {(inputs: Tb_Type_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el número de la carta que pujas.`)
};

/**
* | output |
* | --- |
* | "Type the number of the card you bid." |
*
* @param {Tb_Type_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_type_bid = /** @type {((inputs?: Tb_Type_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Type_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_type_bid(inputs)
	if (locale === "fr") return fr_tb_type_bid(inputs)
	if (locale === "es") return es_tb_type_bid(inputs)
	return en_tb_type_bid(inputs)
});