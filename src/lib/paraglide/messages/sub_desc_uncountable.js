/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, set: NonNullable<unknown> }} Sub_Desc_UncountableInputs */

const en_sub_desc_uncountable = /** @type {(inputs: Sub_Desc_UncountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An infinite, uncountable set ${i?.kind}: ${i?.set}.`)
};

const de_sub_desc_uncountable = /** @type {(inputs: Sub_Desc_UncountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine unendliche, überabzählbare Menge ${i?.kind}: ${i?.set}.`)
};

const fr_sub_desc_uncountable = /** @type {(inputs: Sub_Desc_UncountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble infini non dénombrable ${i?.kind} : ${i?.set}.`)
};

const es_sub_desc_uncountable = /** @type {(inputs: Sub_Desc_UncountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto infinito no numerable ${i?.kind}: ${i?.set}.`)
};

/**
* | output |
* | --- |
* | "An infinite, uncountable set {kind}: {set}." |
*
* @param {Sub_Desc_UncountableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_uncountable = /** @type {((inputs: Sub_Desc_UncountableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_UncountableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_uncountable(inputs)
	if (locale === "fr") return fr_sub_desc_uncountable(inputs)
	if (locale === "es") return es_sub_desc_uncountable(inputs)
	return en_sub_desc_uncountable(inputs)
});