/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_ValidateInputs */

const en_sub_deck_validate = /** @type {(inputs: Sub_Deck_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validate the deck`)
};

const de_sub_deck_validate = /** @type {(inputs: Sub_Deck_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deck prüfen`)
};

const fr_sub_deck_validate = /** @type {(inputs: Sub_Deck_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le paquet`)
};

const es_sub_deck_validate = /** @type {(inputs: Sub_Deck_ValidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validar el mazo`)
};

/**
* | output |
* | --- |
* | "Validate the deck" |
*
* @param {Sub_Deck_ValidateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_validate = /** @type {((inputs?: Sub_Deck_ValidateInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_ValidateInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_validate(inputs)
	if (locale === "fr") return fr_sub_deck_validate(inputs)
	if (locale === "es") return es_sub_deck_validate(inputs)
	return en_sub_deck_validate(inputs)
});