/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_No_CardsInputs */

const en_reframing_no_cards = /** @type {(inputs: Reframing_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cards.`)
};

const de_reframing_no_cards = /** @type {(inputs: Reframing_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Karten.`)
};

const fr_reframing_no_cards = /** @type {(inputs: Reframing_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune carte.`)
};

const es_reframing_no_cards = /** @type {(inputs: Reframing_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna carta.`)
};

/**
* | output |
* | --- |
* | "No cards." |
*
* @param {Reframing_No_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_no_cards = /** @type {((inputs?: Reframing_No_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_No_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_no_cards(inputs)
	if (locale === "fr") return fr_reframing_no_cards(inputs)
	if (locale === "es") return es_reframing_no_cards(inputs)
	return en_reframing_no_cards(inputs)
});