/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_ScoresInputs */

const en_tn_s_scores = /** @type {(inputs: Tn_S_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores`)
};

const de_tn_s_scores = /** @type {(inputs: Tn_S_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte`)
};

const fr_tn_s_scores = /** @type {(inputs: Tn_S_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores`)
};

const es_tn_s_scores = /** @type {(inputs: Tn_S_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones`)
};

/**
* | output |
* | --- |
* | "Scores" |
*
* @param {Tn_S_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_scores = /** @type {((inputs?: Tn_S_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_ScoresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_scores(inputs)
	if (locale === "fr") return fr_tn_s_scores(inputs)
	if (locale === "es") return es_tn_s_scores(inputs)
	return en_tn_s_scores(inputs)
});