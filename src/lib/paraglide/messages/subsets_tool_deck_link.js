/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Deck_LinkInputs */

const en_subsets_tool_deck_link = /** @type {(inputs: Subsets_Tool_Deck_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deck validator`)
};

const de_subsets_tool_deck_link = /** @type {(inputs: Subsets_Tool_Deck_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deck-Prüfer`)
};

const fr_subsets_tool_deck_link = /** @type {(inputs: Subsets_Tool_Deck_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`validateur de paquets`)
};

const es_subsets_tool_deck_link = /** @type {(inputs: Subsets_Tool_Deck_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`validador de mazos`)
};

/**
* | output |
* | --- |
* | "deck validator" |
*
* @param {Subsets_Tool_Deck_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_deck_link = /** @type {((inputs?: Subsets_Tool_Deck_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Deck_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_deck_link(inputs)
	if (locale === "fr") return fr_subsets_tool_deck_link(inputs)
	if (locale === "es") return es_subsets_tool_deck_link(inputs)
	return en_subsets_tool_deck_link(inputs)
});