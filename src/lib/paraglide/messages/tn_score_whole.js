/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Score_WholeInputs */

const en_tn_score_whole = /** @type {(inputs: Tn_Score_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number`)
};

const de_tn_score_whole = /** @type {(inputs: Tn_Score_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine ganze Zahl`)
};

const fr_tn_score_whole = /** @type {(inputs: Tn_Score_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un nombre entier`)
};

const es_tn_score_whole = /** @type {(inputs: Tn_Score_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número entero`)
};

/**
* | output |
* | --- |
* | "a whole number" |
*
* @param {Tn_Score_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_score_whole = /** @type {((inputs?: Tn_Score_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Score_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_score_whole(inputs)
	if (locale === "fr") return fr_tn_score_whole(inputs)
	if (locale === "es") return es_tn_score_whole(inputs)
	return en_tn_score_whole(inputs)
});