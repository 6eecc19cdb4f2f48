/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown>, verdict: NonNullable<unknown>, card: NonNullable<unknown> }} Hi_Deck_Report_LineInputs */

const en_hi_deck_report_line = /** @type {(inputs: Hi_Deck_Report_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`line ${i?.line}: ${i?.verdict}: ${i?.card}`)
};

const de_hi_deck_report_line = /** @type {(inputs: Hi_Deck_Report_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeile ${i?.line}: ${i?.verdict}: ${i?.card}`)
};

const fr_hi_deck_report_line = /** @type {(inputs: Hi_Deck_Report_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ligne ${i?.line} : ${i?.verdict} : ${i?.card}`)
};

const es_hi_deck_report_line = /** @type {(inputs: Hi_Deck_Report_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`línea ${i?.line}: ${i?.verdict}: ${i?.card}`)
};

/**
* | output |
* | --- |
* | "line {line}: {verdict}: {card}" |
*
* @param {Hi_Deck_Report_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_deck_report_line = /** @type {((inputs: Hi_Deck_Report_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Deck_Report_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_deck_report_line(inputs)
	if (locale === "fr") return fr_hi_deck_report_line(inputs)
	if (locale === "es") return es_hi_deck_report_line(inputs)
	return en_hi_deck_report_line(inputs)
});