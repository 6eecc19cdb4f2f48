/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, cards: NonNullable<unknown> }} Sub_Deck_OpenedInputs */

const en_sub_deck_opened = /** @type {(inputs: Sub_Deck_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opened ${i?.file}: ${i?.cards}.`)
};

const de_sub_deck_opened = /** @type {(inputs: Sub_Deck_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} geöffnet: ${i?.cards}.`)
};

const fr_sub_deck_opened = /** @type {(inputs: Sub_Deck_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} ouvert : ${i?.cards}.`)
};

const es_sub_deck_opened = /** @type {(inputs: Sub_Deck_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} abierto: ${i?.cards}.`)
};

/**
* | output |
* | --- |
* | "Opened {file}: {cards}." |
*
* @param {Sub_Deck_OpenedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_opened = /** @type {((inputs: Sub_Deck_OpenedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_OpenedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_opened(inputs)
	if (locale === "fr") return fr_sub_deck_opened(inputs)
	if (locale === "es") return es_sub_deck_opened(inputs)
	return en_sub_deck_opened(inputs)
});