/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_UncheckedInputs */

const en_sub_deck_unchecked = /** @type {(inputs: Sub_Deck_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not checked`)
};

const de_sub_deck_unchecked = /** @type {(inputs: Sub_Deck_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht geprüft`)
};

const fr_sub_deck_unchecked = /** @type {(inputs: Sub_Deck_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non vérifiée`)
};

const es_sub_deck_unchecked = /** @type {(inputs: Sub_Deck_UncheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin comprobar`)
};

/**
* | output |
* | --- |
* | "Not checked" |
*
* @param {Sub_Deck_UncheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_unchecked = /** @type {((inputs?: Sub_Deck_UncheckedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_UncheckedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_unchecked(inputs)
	if (locale === "fr") return fr_sub_deck_unchecked(inputs)
	if (locale === "es") return es_sub_deck_unchecked(inputs)
	return en_sub_deck_unchecked(inputs)
});