/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Your_BidInputs */

const en_tb_your_bid = /** @type {(inputs: Tb_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your secret bid (the card's number)`)
};

const de_tb_your_bid = /** @type {(inputs: Tb_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein geheimes Gebot (die Nummer der Karte)`)
};

const fr_tb_your_bid = /** @type {(inputs: Tb_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mise secrète (le numéro de la carte)`)
};

const es_tb_your_bid = /** @type {(inputs: Tb_Your_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu puja secreta (el número de la carta)`)
};

/**
* | output |
* | --- |
* | "Your secret bid (the card's number)" |
*
* @param {Tb_Your_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_your_bid = /** @type {((inputs?: Tb_Your_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Your_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_your_bid(inputs)
	if (locale === "fr") return fr_tb_your_bid(inputs)
	if (locale === "es") return es_tb_your_bid(inputs)
	return en_tb_your_bid(inputs)
});