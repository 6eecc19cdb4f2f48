/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Hi_Deck_Report_WhereInputs */

const en_hi_deck_report_where = /** @type {(inputs: Hi_Deck_Report_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(characters ${i?.from}-${i?.to})`)
};

const de_hi_deck_report_where = /** @type {(inputs: Hi_Deck_Report_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(Zeichen ${i?.from}–${i?.to})`)
};

const fr_hi_deck_report_where = /** @type {(inputs: Hi_Deck_Report_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(caractères ${i?.from} à ${i?.to})`)
};

const es_hi_deck_report_where = /** @type {(inputs: Hi_Deck_Report_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(caracteres ${i?.from}-${i?.to})`)
};

/**
* | output |
* | --- |
* | "(characters {from}-{to})" |
*
* @param {Hi_Deck_Report_WhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_deck_report_where = /** @type {((inputs: Hi_Deck_Report_WhereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Deck_Report_WhereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_deck_report_where(inputs)
	if (locale === "fr") return fr_hi_deck_report_where(inputs)
	if (locale === "es") return es_hi_deck_report_where(inputs)
	return en_hi_deck_report_where(inputs)
});