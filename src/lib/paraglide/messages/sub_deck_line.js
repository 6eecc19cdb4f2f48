/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_LineInputs */

const en_sub_deck_line = /** @type {(inputs: Sub_Deck_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

const de_sub_deck_line = /** @type {(inputs: Sub_Deck_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeile`)
};

const fr_sub_deck_line = /** @type {(inputs: Sub_Deck_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne`)
};

const es_sub_deck_line = /** @type {(inputs: Sub_Deck_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea`)
};

/**
* | output |
* | --- |
* | "Line" |
*
* @param {Sub_Deck_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_line = /** @type {((inputs?: Sub_Deck_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_line(inputs)
	if (locale === "fr") return fr_sub_deck_line(inputs)
	if (locale === "es") return es_sub_deck_line(inputs)
	return en_sub_deck_line(inputs)
});