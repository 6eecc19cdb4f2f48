/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Tap_BidInputs */

const en_perm_tap_bid = /** @type {(inputs: Perm_Tap_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap the card you bid. You can change it until the bids are revealed.`)
};

const de_perm_tap_bid = /** @type {(inputs: Perm_Tap_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tippe die Karte an, die du bietest. Du kannst sie ändern, bis die Gebote aufgedeckt werden.`)
};

const fr_perm_tap_bid = /** @type {(inputs: Perm_Tap_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touche la carte que tu mises. Tu peux la changer jusqu’à ce que les mises soient révélées.`)
};

const es_perm_tap_bid = /** @type {(inputs: Perm_Tap_BidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toca la carta que pujas. Puedes cambiarla hasta que se muestren las pujas.`)
};

/**
* | output |
* | --- |
* | "Tap the card you bid. You can change it until the bids are revealed." |
*
* @param {Perm_Tap_BidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_tap_bid = /** @type {((inputs?: Perm_Tap_BidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Tap_BidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_tap_bid(inputs)
	if (locale === "fr") return fr_perm_tap_bid(inputs)
	if (locale === "es") return es_perm_tap_bid(inputs)
	return en_perm_tap_bid(inputs)
});