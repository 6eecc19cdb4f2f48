/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Sub_Deck_OutInputs */

const en_hi_sub_deck_out = /** @type {(inputs: Hi_Sub_Deck_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deck ran out`)
};

const de_hi_sub_deck_out = /** @type {(inputs: Hi_Sub_Deck_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stapel ist aufgebraucht`)
};

const fr_hi_sub_deck_out = /** @type {(inputs: Hi_Sub_Deck_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pioche est épuisée`)
};

const es_hi_sub_deck_out = /** @type {(inputs: Hi_Sub_Deck_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mazo se ha agotado`)
};

/**
* | output |
* | --- |
* | "The deck ran out" |
*
* @param {Hi_Sub_Deck_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_deck_out = /** @type {((inputs?: Hi_Sub_Deck_OutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Deck_OutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_deck_out(inputs)
	if (locale === "fr") return fr_hi_sub_deck_out(inputs)
	if (locale === "es") return es_hi_sub_deck_out(inputs)
	return en_hi_sub_deck_out(inputs)
});