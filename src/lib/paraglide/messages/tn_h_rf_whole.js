/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_Rf_WholeInputs */

const en_tn_h_rf_whole = /** @type {(inputs: Tn_H_Rf_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole round entered and scored`)
};

const de_tn_h_rf_whole = /** @type {(inputs: Tn_H_Rf_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganze Runde eingegeben und gewertet`)
};

const fr_tn_h_rf_whole = /** @type {(inputs: Tn_H_Rf_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche entière saisie et comptée`)
};

const es_tn_h_rf_whole = /** @type {(inputs: Tn_H_Rf_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronda entera introducida y puntuada`)
};

/**
* | output |
* | --- |
* | "Whole round entered and scored" |
*
* @param {Tn_H_Rf_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rf_whole = /** @type {((inputs?: Tn_H_Rf_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Rf_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rf_whole(inputs)
	if (locale === "fr") return fr_tn_h_rf_whole(inputs)
	if (locale === "es") return es_tn_h_rf_whole(inputs)
	return en_tn_h_rf_whole(inputs)
});