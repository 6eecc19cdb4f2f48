/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Wrong_CardInputs */

const en_perm_wrong_card = /** @type {(inputs: Perm_Wrong_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone tapped the wrong card? Change a bid in secret before the reveal:`)
};

const de_perm_wrong_card = /** @type {(inputs: Perm_Wrong_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hat jemand die falsche Karte angetippt? Ändere ein Gebot geheim vor dem Aufdecken:`)
};

const fr_perm_wrong_card = /** @type {(inputs: Perm_Wrong_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a touché la mauvaise carte ? Change une mise en secret avant la révélation :`)
};

const es_perm_wrong_card = /** @type {(inputs: Perm_Wrong_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Alguien tocó la carta equivocada? Cambia una puja en secreto antes de mostrarlas:`)
};

/**
* | output |
* | --- |
* | "Someone tapped the wrong card? Change a bid in secret before the reveal:" |
*
* @param {Perm_Wrong_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_wrong_card = /** @type {((inputs?: Perm_Wrong_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Wrong_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_wrong_card(inputs)
	if (locale === "fr") return fr_perm_wrong_card(inputs)
	if (locale === "es") return es_perm_wrong_card(inputs)
	return en_perm_wrong_card(inputs)
});