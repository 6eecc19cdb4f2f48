/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Deck_Validator_TextInputs */

const en_tools_deck_validator_text = /** @type {(inputs: Tools_Deck_Validator_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check a whole deck of cards at once.`)
};

const de_tools_deck_validator_text = /** @type {(inputs: Tools_Deck_Validator_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein ganzes Kartendeck auf einmal prüfen.`)
};

const fr_tools_deck_validator_text = /** @type {(inputs: Tools_Deck_Validator_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez tout un paquet de cartes d’un coup.`)
};

const es_tools_deck_validator_text = /** @type {(inputs: Tools_Deck_Validator_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprueba un mazo entero de una vez.`)
};

/**
* | output |
* | --- |
* | "Check a whole deck of cards at once." |
*
* @param {Tools_Deck_Validator_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_deck_validator_text = /** @type {((inputs?: Tools_Deck_Validator_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Deck_Validator_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_deck_validator_text(inputs)
	if (locale === "fr") return fr_tools_deck_validator_text(inputs)
	if (locale === "es") return es_tools_deck_validator_text(inputs)
	return en_tools_deck_validator_text(inputs)
});