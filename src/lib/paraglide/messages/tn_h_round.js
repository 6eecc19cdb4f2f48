/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ scores: NonNullable<unknown> }} Tn_H_RoundInputs */

const en_tn_h_round = /** @type {(inputs: Tn_H_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round: ${i?.scores}`)
};

const de_tn_h_round = /** @type {(inputs: Tn_H_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde: ${i?.scores}`)
};

const fr_tn_h_round = /** @type {(inputs: Tn_H_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche : ${i?.scores}`)
};

const es_tn_h_round = /** @type {(inputs: Tn_H_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda: ${i?.scores}`)
};

/**
* | output |
* | --- |
* | "Round: {scores}" |
*
* @param {Tn_H_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_round = /** @type {((inputs: Tn_H_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_round(inputs)
	if (locale === "fr") return fr_tn_h_round(inputs)
	if (locale === "es") return es_tn_h_round(inputs)
	return en_tn_h_round(inputs)
});