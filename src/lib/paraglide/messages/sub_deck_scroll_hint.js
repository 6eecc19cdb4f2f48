/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_Scroll_HintInputs */

const en_sub_deck_scroll_hint = /** @type {(inputs: Sub_Deck_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll the table sideways to read every card in full.`)
};

const de_sub_deck_scroll_hint = /** @type {(inputs: Sub_Deck_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrollt die Tabelle seitwärts, um jede Karte ganz zu lesen.`)
};

const fr_sub_deck_scroll_hint = /** @type {(inputs: Sub_Deck_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites défiler le tableau sur le côté pour lire chaque carte en entier.`)
};

const es_sub_deck_scroll_hint = /** @type {(inputs: Sub_Deck_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desplaza la tabla hacia el lado para leer cada carta entera.`)
};

/**
* | output |
* | --- |
* | "Scroll the table sideways to read every card in full." |
*
* @param {Sub_Deck_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_scroll_hint = /** @type {((inputs?: Sub_Deck_Scroll_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Scroll_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_scroll_hint(inputs)
	if (locale === "fr") return fr_sub_deck_scroll_hint(inputs)
	if (locale === "es") return es_sub_deck_scroll_hint(inputs)
	return en_sub_deck_scroll_hint(inputs)
});