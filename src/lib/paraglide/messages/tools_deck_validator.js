/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Deck_ValidatorInputs */

const en_tools_deck_validator = /** @type {(inputs: Tools_Deck_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets deck validator`)
};

const de_tools_deck_validator = /** @type {(inputs: Tools_Deck_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets-Deckprüfer`)
};

const fr_tools_deck_validator = /** @type {(inputs: Tools_Deck_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validateur de paquet Subsets`)
};

const es_tools_deck_validator = /** @type {(inputs: Tools_Deck_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validador de mazos de Subsets`)
};

/**
* | output |
* | --- |
* | "Subsets deck validator" |
*
* @param {Tools_Deck_ValidatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_deck_validator = /** @type {((inputs?: Tools_Deck_ValidatorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Deck_ValidatorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_deck_validator(inputs)
	if (locale === "fr") return fr_tools_deck_validator(inputs)
	if (locale === "es") return es_tools_deck_validator(inputs)
	return en_tools_deck_validator(inputs)
});