/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ set: NonNullable<unknown> }} Sub_Desc_OneInputs */

const en_sub_desc_one = /** @type {(inputs: Sub_Desc_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A set with one element: ${i?.set}.`)
};

const de_sub_desc_one = /** @type {(inputs: Sub_Desc_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Menge mit einem Element: ${i?.set}.`)
};

const fr_sub_desc_one = /** @type {(inputs: Sub_Desc_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble à un élément : ${i?.set}.`)
};

const es_sub_desc_one = /** @type {(inputs: Sub_Desc_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto con un elemento: ${i?.set}.`)
};

/**
* | output |
* | --- |
* | "A set with one element: {set}." |
*
* @param {Sub_Desc_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_one = /** @type {((inputs: Sub_Desc_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_one(inputs)
	if (locale === "fr") return fr_sub_desc_one(inputs)
	if (locale === "es") return es_sub_desc_one(inputs)
	return en_sub_desc_one(inputs)
});