/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cards: NonNullable<unknown> }} Reframing_Play_CardsInputs */

const en_reframing_play_cards = /** @type {(inputs: Reframing_Play_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You play ${i?.cards}.`)
};

const de_reframing_play_cards = /** @type {(inputs: Reframing_Play_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du spielst ${i?.cards}.`)
};

const fr_reframing_play_cards = /** @type {(inputs: Reframing_Play_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu joues ${i?.cards}.`)
};

const es_reframing_play_cards = /** @type {(inputs: Reframing_Play_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Juegas ${i?.cards}.`)
};

/**
* | output |
* | --- |
* | "You play {cards}." |
*
* @param {Reframing_Play_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_play_cards = /** @type {((inputs: Reframing_Play_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Play_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_play_cards(inputs)
	if (locale === "fr") return fr_reframing_play_cards(inputs)
	if (locale === "es") return es_reframing_play_cards(inputs)
	return en_reframing_play_cards(inputs)
});