/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_Rf_EnteredInputs */

const en_tn_h_rf_entered = /** @type {(inputs: Tn_H_Rf_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round 7 names entered`)
};

const de_tn_h_rf_entered = /** @type {(inputs: Tn_H_Rf_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen für Runde 7 eingetragen`)
};

const fr_tn_h_rf_entered = /** @type {(inputs: Tn_H_Rf_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noms de la manche 7 saisis`)
};

const es_tn_h_rf_entered = /** @type {(inputs: Tn_H_Rf_EnteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de la ronda 7 introducidos`)
};

/**
* | output |
* | --- |
* | "Round 7 names entered" |
*
* @param {Tn_H_Rf_EnteredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rf_entered = /** @type {((inputs?: Tn_H_Rf_EnteredInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Rf_EnteredInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rf_entered(inputs)
	if (locale === "fr") return fr_tn_h_rf_entered(inputs)
	if (locale === "es") return es_tn_h_rf_entered(inputs)
	return en_tn_h_rf_entered(inputs)
});