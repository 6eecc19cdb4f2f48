/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Tn_S_UndoneInputs */

const en_tn_s_undone = /** @type {(inputs: Tn_S_UndoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Undone: ${i?.what}`)
};

const de_tn_s_undone = /** @type {(inputs: Tn_S_UndoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rückgängig gemacht: ${i?.what}`)
};

const fr_tn_s_undone = /** @type {(inputs: Tn_S_UndoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annulé : ${i?.what}`)
};

const es_tn_s_undone = /** @type {(inputs: Tn_S_UndoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deshecho: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Undone: {what}" |
*
* @param {Tn_S_UndoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_undone = /** @type {((inputs: Tn_S_UndoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_UndoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_undone(inputs)
	if (locale === "fr") return fr_tn_s_undone(inputs)
	if (locale === "es") return es_tn_s_undone(inputs)
	return en_tn_s_undone(inputs)
});