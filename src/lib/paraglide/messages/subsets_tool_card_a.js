/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Card_AInputs */

const en_subsets_tool_card_a = /** @type {(inputs: Subsets_Tool_Card_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card A (face up on the table)`)
};

const de_subsets_tool_card_a = /** @type {(inputs: Subsets_Tool_Card_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte A (offen auf dem Tisch)`)
};

const fr_subsets_tool_card_a = /** @type {(inputs: Subsets_Tool_Card_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte A (face visible sur la table)`)
};

const es_subsets_tool_card_a = /** @type {(inputs: Subsets_Tool_Card_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta A (boca arriba en la mesa)`)
};

/**
* | output |
* | --- |
* | "Card A (face up on the table)" |
*
* @param {Subsets_Tool_Card_AInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_card_a = /** @type {((inputs?: Subsets_Tool_Card_AInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Card_AInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_card_a(inputs)
	if (locale === "fr") return fr_subsets_tool_card_a(inputs)
	if (locale === "es") return es_subsets_tool_card_a(inputs)
	return en_subsets_tool_card_a(inputs)
});