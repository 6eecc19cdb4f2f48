/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_CardInputs */

const en_subsets_tool_card = /** @type {(inputs: Subsets_Tool_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

const de_subsets_tool_card = /** @type {(inputs: Subsets_Tool_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte`)
};

const fr_subsets_tool_card = /** @type {(inputs: Subsets_Tool_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

const es_subsets_tool_card = /** @type {(inputs: Subsets_Tool_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta`)
};

/**
* | output |
* | --- |
* | "Card" |
*
* @param {Subsets_Tool_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_card = /** @type {((inputs?: Subsets_Tool_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_card(inputs)
	if (locale === "fr") return fr_subsets_tool_card(inputs)
	if (locale === "es") return es_subsets_tool_card(inputs)
	return en_subsets_tool_card(inputs)
});