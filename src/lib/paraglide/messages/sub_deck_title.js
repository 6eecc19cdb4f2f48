/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_TitleInputs */

const en_sub_deck_title = /** @type {(inputs: Sub_Deck_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets deck validator`)
};

const de_sub_deck_title = /** @type {(inputs: Sub_Deck_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets-Deckprüfung`)
};

const fr_sub_deck_title = /** @type {(inputs: Sub_Deck_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérificateur de paquet Subsets`)
};

const es_sub_deck_title = /** @type {(inputs: Sub_Deck_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validador de mazos de Subsets`)
};

/**
* | output |
* | --- |
* | "Subsets deck validator" |
*
* @param {Sub_Deck_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_title = /** @type {((inputs?: Sub_Deck_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_title(inputs)
	if (locale === "fr") return fr_sub_deck_title(inputs)
	if (locale === "es") return es_sub_deck_title(inputs)
	return en_sub_deck_title(inputs)
});