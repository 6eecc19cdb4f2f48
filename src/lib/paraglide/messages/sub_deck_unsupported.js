/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_UnsupportedInputs */

const en_sub_deck_unsupported = /** @type {(inputs: Sub_Deck_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not readable`)
};

const de_sub_deck_unsupported = /** @type {(inputs: Sub_Deck_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht lesbar`)
};

const fr_sub_deck_unsupported = /** @type {(inputs: Sub_Deck_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Illisible`)
};

const es_sub_deck_unsupported = /** @type {(inputs: Sub_Deck_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilegible`)
};

/**
* | output |
* | --- |
* | "Not readable" |
*
* @param {Sub_Deck_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_unsupported = /** @type {((inputs?: Sub_Deck_UnsupportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_UnsupportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_unsupported(inputs)
	if (locale === "fr") return fr_sub_deck_unsupported(inputs)
	if (locale === "es") return es_sub_deck_unsupported(inputs)
	return en_sub_deck_unsupported(inputs)
});