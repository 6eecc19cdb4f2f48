/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_H_Rf_SubmitInputs */

const en_tn_h_rf_submit = /** @type {(inputs: Tn_H_Rf_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entered their choices`)
};

const de_tn_h_rf_submit = /** @type {(inputs: Tn_H_Rf_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat die eigene Wahl eingegeben`)
};

const fr_tn_h_rf_submit = /** @type {(inputs: Tn_H_Rf_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a saisi ses choix`)
};

const es_tn_h_rf_submit = /** @type {(inputs: Tn_H_Rf_SubmitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha introducido sus elecciones`)
};

/**
* | output |
* | --- |
* | "{name} entered their choices" |
*
* @param {Tn_H_Rf_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rf_submit = /** @type {((inputs: Tn_H_Rf_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Rf_SubmitInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rf_submit(inputs)
	if (locale === "fr") return fr_tn_h_rf_submit(inputs)
	if (locale === "es") return es_tn_h_rf_submit(inputs)
	return en_tn_h_rf_submit(inputs)
});