/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ naturals: NonNullable<unknown> }} Sub_Desc_Naturals_1Inputs */

const en_sub_desc_naturals_1 = /** @type {(inputs: Sub_Desc_Naturals_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ is read as ${i?.naturals}.`)
};

const de_sub_desc_naturals_1 = /** @type {(inputs: Sub_Desc_Naturals_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ wird als ${i?.naturals} gelesen.`)
};

const fr_sub_desc_naturals_1 = /** @type {(inputs: Sub_Desc_Naturals_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ est lu comme ${i?.naturals}.`)
};

const es_sub_desc_naturals_1 = /** @type {(inputs: Sub_Desc_Naturals_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ se lee como ${i?.naturals}.`)
};

/**
* | output |
* | --- |
* | "ℕ is read as {naturals}." |
*
* @param {Sub_Desc_Naturals_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_naturals_1 = /** @type {((inputs: Sub_Desc_Naturals_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Naturals_1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_naturals_1(inputs)
	if (locale === "fr") return fr_sub_desc_naturals_1(inputs)
	if (locale === "es") return es_sub_desc_naturals_1(inputs)
	return en_sub_desc_naturals_1(inputs)
});