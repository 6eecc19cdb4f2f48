/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Their_BidInputs */

const en_tb_their_bid = /** @type {(inputs: Tb_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s secret bid (the card's number)`)
};

const de_tb_their_bid = /** @type {(inputs: Tb_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geheimes Gebot von ${i?.name} (die Nummer der Karte)`)
};

const fr_tb_their_bid = /** @type {(inputs: Tb_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mise secrète de ${i?.name} (le numéro de la carte)`)
};

const es_tb_their_bid = /** @type {(inputs: Tb_Their_BidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puja secreta de ${i?.name} (el número de la carta)`)
};

/**
* | output |
* | --- |
* | "{name}'s secret bid (the card's number)" |
*
* @param {Tb_Their_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_their_bid = /** @type {((inputs: Tb_Their_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Their_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_their_bid(inputs)
	if (locale === "fr") return fr_tb_their_bid(inputs)
	if (locale === "es") return es_tb_their_bid(inputs)
	return en_tb_their_bid(inputs)
});