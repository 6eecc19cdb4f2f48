/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_ReportInputs */

const en_sub_deck_report = /** @type {(inputs: Sub_Deck_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const de_sub_deck_report = /** @type {(inputs: Sub_Deck_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht`)
};

const fr_sub_deck_report = /** @type {(inputs: Sub_Deck_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport`)
};

const es_sub_deck_report = /** @type {(inputs: Sub_Deck_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Sub_Deck_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_report = /** @type {((inputs?: Sub_Deck_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_ReportInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_report(inputs)
	if (locale === "fr") return fr_sub_deck_report(inputs)
	if (locale === "es") return es_sub_deck_report(inputs)
	return en_sub_deck_report(inputs)
});