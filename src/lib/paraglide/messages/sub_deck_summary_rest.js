/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unreadable: NonNullable<unknown>, valid: NonNullable<unknown> }} Sub_Deck_Summary_RestInputs */

const en_sub_deck_summary_rest = /** @type {(inputs: Sub_Deck_Summary_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unreadable} not readable by the checker, ${i?.valid}`)
};

const de_sub_deck_summary_rest = /** @type {(inputs: Sub_Deck_Summary_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unreadable} für den Prüfer nicht lesbar, ${i?.valid}`)
};

const fr_sub_deck_summary_rest = /** @type {(inputs: Sub_Deck_Summary_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unreadable} illisibles par le vérificateur, ${i?.valid}`)
};

const es_sub_deck_summary_rest = /** @type {(inputs: Sub_Deck_Summary_RestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unreadable} ilegibles para el comprobador, ${i?.valid}`)
};

/**
* | output |
* | --- |
* | "{unreadable} not readable by the checker, {valid}" |
*
* @param {Sub_Deck_Summary_RestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_summary_rest = /** @type {((inputs: Sub_Deck_Summary_RestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Summary_RestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_summary_rest(inputs)
	if (locale === "fr") return fr_sub_deck_summary_rest(inputs)
	if (locale === "es") return es_sub_deck_summary_rest(inputs)
	return en_sub_deck_summary_rest(inputs)
});