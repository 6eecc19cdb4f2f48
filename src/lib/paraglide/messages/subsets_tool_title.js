/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_TitleInputs */

const en_subsets_tool_title = /** @type {(inputs: Subsets_Tool_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets card checker`)
};

const de_subsets_tool_title = /** @type {(inputs: Subsets_Tool_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets-Kartenprüfer`)
};

const fr_subsets_tool_title = /** @type {(inputs: Subsets_Tool_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérificateur de cartes Subsets`)
};

const es_subsets_tool_title = /** @type {(inputs: Subsets_Tool_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobador de cartas de Subsets`)
};

/**
* | output |
* | --- |
* | "Subsets card checker" |
*
* @param {Subsets_Tool_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_title = /** @type {((inputs?: Subsets_Tool_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_title(inputs)
	if (locale === "fr") return fr_subsets_tool_title(inputs)
	if (locale === "es") return es_subsets_tool_title(inputs)
	return en_subsets_tool_title(inputs)
});