/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Card_SInputs */

const en_subsets_tool_card_s = /** @type {(inputs: Subsets_Tool_Card_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card S (the card drawn)`)
};

const de_subsets_tool_card_s = /** @type {(inputs: Subsets_Tool_Card_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte S (die gezogene Karte)`)
};

const fr_subsets_tool_card_s = /** @type {(inputs: Subsets_Tool_Card_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte S (la carte piochée)`)
};

const es_subsets_tool_card_s = /** @type {(inputs: Subsets_Tool_Card_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta S (la carta robada)`)
};

/**
* | output |
* | --- |
* | "Card S (the card drawn)" |
*
* @param {Subsets_Tool_Card_SInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_card_s = /** @type {((inputs?: Subsets_Tool_Card_SInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Card_SInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_card_s(inputs)
	if (locale === "fr") return fr_subsets_tool_card_s(inputs)
	if (locale === "es") return es_subsets_tool_card_s(inputs)
	return en_subsets_tool_card_s(inputs)
});