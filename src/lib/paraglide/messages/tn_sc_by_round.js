/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ caption: NonNullable<unknown> }} Tn_Sc_By_RoundInputs */

const en_tn_sc_by_round = /** @type {(inputs: Tn_Sc_By_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} by round`)
};

const de_tn_sc_by_round = /** @type {(inputs: Tn_Sc_By_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} je Runde`)
};

const fr_tn_sc_by_round = /** @type {(inputs: Tn_Sc_By_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} par manche`)
};

const es_tn_sc_by_round = /** @type {(inputs: Tn_Sc_By_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption} por ronda`)
};

/**
* | output |
* | --- |
* | "{caption} by round" |
*
* @param {Tn_Sc_By_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_by_round = /** @type {((inputs: Tn_Sc_By_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_By_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_by_round(inputs)
	if (locale === "fr") return fr_tn_sc_by_round(inputs)
	if (locale === "es") return es_tn_sc_by_round(inputs)
	return en_tn_sc_by_round(inputs)
});