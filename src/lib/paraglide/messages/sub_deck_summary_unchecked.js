/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Deck_Summary_UncheckedInputs */

const en_sub_deck_summary_unchecked = /** @type {(inputs: Sub_Deck_Summary_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} not checked in time`)
};

const de_sub_deck_summary_unchecked = /** @type {(inputs: Sub_Deck_Summary_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} nicht rechtzeitig geprüft`)
};

const fr_sub_deck_summary_unchecked = /** @type {(inputs: Sub_Deck_Summary_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} non vérifiées à temps`)
};

const es_sub_deck_summary_unchecked = /** @type {(inputs: Sub_Deck_Summary_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.count} sin comprobar a tiempo`)
};

/**
* | output |
* | --- |
* | ", {count} not checked in time" |
*
* @param {Sub_Deck_Summary_UncheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_summary_unchecked = /** @type {((inputs: Sub_Deck_Summary_UncheckedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_Summary_UncheckedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_summary_unchecked(inputs)
	if (locale === "fr") return fr_sub_deck_summary_unchecked(inputs)
	if (locale === "es") return es_sub_deck_summary_unchecked(inputs)
	return en_sub_deck_summary_unchecked(inputs)
});