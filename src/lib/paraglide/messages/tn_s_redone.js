/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Tn_S_RedoneInputs */

const en_tn_s_redone = /** @type {(inputs: Tn_S_RedoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Redone: ${i?.what}`)
};

const de_tn_s_redone = /** @type {(inputs: Tn_S_RedoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wiederhergestellt: ${i?.what}`)
};

const fr_tn_s_redone = /** @type {(inputs: Tn_S_RedoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rétabli : ${i?.what}`)
};

const es_tn_s_redone = /** @type {(inputs: Tn_S_RedoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rehecho: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Redone: {what}" |
*
* @param {Tn_S_RedoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_redone = /** @type {((inputs: Tn_S_RedoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_RedoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_redone(inputs)
	if (locale === "fr") return fr_tn_s_redone(inputs)
	if (locale === "es") return es_tn_s_redone(inputs)
	return en_tn_s_redone(inputs)
});