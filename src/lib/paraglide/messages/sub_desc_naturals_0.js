/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ naturals: NonNullable<unknown> }} Sub_Desc_Naturals_0Inputs */

const en_sub_desc_naturals_0 = /** @type {(inputs: Sub_Desc_Naturals_0Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ is read as ${i?.naturals} (house rule).`)
};

const de_sub_desc_naturals_0 = /** @type {(inputs: Sub_Desc_Naturals_0Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ wird als ${i?.naturals} gelesen (Hausregel).`)
};

const fr_sub_desc_naturals_0 = /** @type {(inputs: Sub_Desc_Naturals_0Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ est lu comme ${i?.naturals} (règle maison).`)
};

const es_sub_desc_naturals_0 = /** @type {(inputs: Sub_Desc_Naturals_0Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ℕ se lee como ${i?.naturals} (regla de la casa).`)
};

/**
* | output |
* | --- |
* | "ℕ is read as {naturals} (house rule)." |
*
* @param {Sub_Desc_Naturals_0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_naturals_0 = /** @type {((inputs: Sub_Desc_Naturals_0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Naturals_0Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_naturals_0(inputs)
	if (locale === "fr") return fr_sub_desc_naturals_0(inputs)
	if (locale === "es") return es_sub_desc_naturals_0(inputs)
	return en_sub_desc_naturals_0(inputs)
});