/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Hi_Deck_Report_NaturalsInputs */

const en_hi_deck_report_naturals = /** @type {(inputs: Hi_Deck_Report_NaturalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ starts at ${i?.n}.`)
};

const de_hi_deck_report_naturals = /** @type {(inputs: Hi_Deck_Report_NaturalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ beginnt bei ${i?.n}.`)
};

const fr_hi_deck_report_naturals = /** @type {(inputs: Hi_Deck_Report_NaturalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ commence à ${i?.n}.`)
};

const es_hi_deck_report_naturals = /** @type {(inputs: Hi_Deck_Report_NaturalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ empieza en ${i?.n}.`)
};

/**
* | output |
* | --- |
* | "ℕ starts at {n}." |
*
* @param {Hi_Deck_Report_NaturalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_deck_report_naturals = /** @type {((inputs: Hi_Deck_Report_NaturalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Deck_Report_NaturalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_deck_report_naturals(inputs)
	if (locale === "fr") return fr_hi_deck_report_naturals(inputs)
	if (locale === "es") return es_hi_deck_report_naturals(inputs)
	return en_hi_deck_report_naturals(inputs)
});