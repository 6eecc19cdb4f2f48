/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_Card_ReasonInputs */

const en_sub_deck_card_reason = /** @type {(inputs: Sub_Deck_Card_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card and reason`)
};

const de_sub_deck_card_reason = /** @type {(inputs: Sub_Deck_Card_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte und Begründung`)
};

const fr_sub_deck_card_reason = /** @type {(inputs: Sub_Deck_Card_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte et raison`)
};

const es_sub_deck_card_reason = /** @type {(inputs: Sub_Deck_Card_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta y motivo`)
};

/**
* | output |
* | --- |
* | "Card and reason" |
*
* @param {Sub_Deck_Card_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_card_reason = /** @type {((inputs?: Sub_Deck_Card_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Card_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_card_reason(inputs)
	if (locale === "fr") return fr_sub_deck_card_reason(inputs)
	if (locale === "es") return es_sub_deck_card_reason(inputs)
	return en_sub_deck_card_reason(inputs)
});