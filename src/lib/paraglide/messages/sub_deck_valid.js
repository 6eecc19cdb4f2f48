/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_ValidInputs */

const en_sub_deck_valid = /** @type {(inputs: Sub_Deck_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct set`)
};

const de_sub_deck_valid = /** @type {(inputs: Sub_Deck_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Korrekte Menge`)
};

const fr_sub_deck_valid = /** @type {(inputs: Sub_Deck_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensemble correct`)
};

const es_sub_deck_valid = /** @type {(inputs: Sub_Deck_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conjunto correcto`)
};

/**
* | output |
* | --- |
* | "Correct set" |
*
* @param {Sub_Deck_ValidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_valid = /** @type {((inputs?: Sub_Deck_ValidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_ValidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_valid(inputs)
	if (locale === "fr") return fr_sub_deck_valid(inputs)
	if (locale === "es") return es_sub_deck_valid(inputs)
	return en_sub_deck_valid(inputs)
});