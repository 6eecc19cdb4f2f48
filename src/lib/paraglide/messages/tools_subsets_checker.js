/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Subsets_CheckerInputs */

const en_tools_subsets_checker = /** @type {(inputs: Tools_Subsets_CheckerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets card checker`)
};

const de_tools_subsets_checker = /** @type {(inputs: Tools_Subsets_CheckerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets-Kartenprüfer`)
};

const fr_tools_subsets_checker = /** @type {(inputs: Tools_Subsets_CheckerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérificateur de cartes Subsets`)
};

const es_tools_subsets_checker = /** @type {(inputs: Tools_Subsets_CheckerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobador de cartas de Subsets`)
};

/**
* | output |
* | --- |
* | "Subsets card checker" |
*
* @param {Tools_Subsets_CheckerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_subsets_checker = /** @type {((inputs?: Tools_Subsets_CheckerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Subsets_CheckerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_subsets_checker(inputs)
	if (locale === "fr") return fr_tools_subsets_checker(inputs)
	if (locale === "es") return es_tools_subsets_checker(inputs)
	return en_tools_subsets_checker(inputs)
});