/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Deck_Report_TitleInputs */

const en_hi_deck_report_title = /** @type {(inputs: Hi_Deck_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets deck report`)
};

const de_hi_deck_report_title = /** @type {(inputs: Hi_Deck_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subsets-Deckbericht`)
};

const fr_hi_deck_report_title = /** @type {(inputs: Hi_Deck_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport de paquet Subsets`)
};

const es_hi_deck_report_title = /** @type {(inputs: Hi_Deck_Report_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe del mazo de Subsets`)
};

/**
* | output |
* | --- |
* | "Subsets deck report" |
*
* @param {Hi_Deck_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_deck_report_title = /** @type {((inputs?: Hi_Deck_Report_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Deck_Report_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_deck_report_title(inputs)
	if (locale === "fr") return fr_hi_deck_report_title(inputs)
	if (locale === "es") return es_hi_deck_report_title(inputs)
	return en_hi_deck_report_title(inputs)
});