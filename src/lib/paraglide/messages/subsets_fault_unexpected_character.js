/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Unexpected_CharacterInputs */

const en_subsets_fault_unexpected_character = /** @type {(inputs: Subsets_Fault_Unexpected_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A character on this card has no meaning on a card.`)
};

const de_subsets_fault_unexpected_character = /** @type {(inputs: Subsets_Fault_Unexpected_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Zeichen dieser Karte hat auf einer Karte keine Bedeutung.`)
};

const fr_subsets_fault_unexpected_character = /** @type {(inputs: Subsets_Fault_Unexpected_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un caractère de cette carte n’a pas de sens sur une carte.`)
};

const es_subsets_fault_unexpected_character = /** @type {(inputs: Subsets_Fault_Unexpected_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un carácter de esta carta no tiene sentido en una carta.`)
};

/**
* | output |
* | --- |
* | "A character on this card has no meaning on a card." |
*
* @param {Subsets_Fault_Unexpected_CharacterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unexpected_character = /** @type {((inputs?: Subsets_Fault_Unexpected_CharacterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Unexpected_CharacterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unexpected_character(inputs)
	if (locale === "fr") return fr_subsets_fault_unexpected_character(inputs)
	if (locale === "es") return es_subsets_fault_unexpected_character(inputs)
	return en_subsets_fault_unexpected_character(inputs)
});