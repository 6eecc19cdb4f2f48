/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_Rf_DrawnInputs */

const en_tn_h_rf_drawn = /** @type {(inputs: Tn_H_Rf_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round 7 names drawn`)
};

const de_tn_h_rf_drawn = /** @type {(inputs: Tn_H_Rf_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen für Runde 7 gezogen`)
};

const fr_tn_h_rf_drawn = /** @type {(inputs: Tn_H_Rf_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms de la manche 7 tirés au sort`)
};

const es_tn_h_rf_drawn = /** @type {(inputs: Tn_H_Rf_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de la ronda 7 sorteados`)
};

/**
* | output |
* | --- |
* | "Round 7 names drawn" |
*
* @param {Tn_H_Rf_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rf_drawn = /** @type {((inputs?: Tn_H_Rf_DrawnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Rf_DrawnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rf_drawn(inputs)
	if (locale === "fr") return fr_tn_h_rf_drawn(inputs)
	if (locale === "es") return es_tn_h_rf_drawn(inputs)
	return en_tn_h_rf_drawn(inputs)
});