/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_Rf_ScoredInputs */

const en_tn_h_rf_scored = /** @type {(inputs: Tn_H_Rf_ScoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round scored`)
};

const de_tn_h_rf_scored = /** @type {(inputs: Tn_H_Rf_ScoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde gewertet`)
};

const fr_tn_h_rf_scored = /** @type {(inputs: Tn_H_Rf_ScoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche comptée`)
};

const es_tn_h_rf_scored = /** @type {(inputs: Tn_H_Rf_ScoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronda puntuada`)
};

/**
* | output |
* | --- |
* | "Round scored" |
*
* @param {Tn_H_Rf_ScoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rf_scored = /** @type {((inputs?: Tn_H_Rf_ScoredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Rf_ScoredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rf_scored(inputs)
	if (locale === "fr") return fr_tn_h_rf_scored(inputs)
	if (locale === "es") return es_tn_h_rf_scored(inputs)
	return en_tn_h_rf_scored(inputs)
});