/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, set: NonNullable<unknown> }} Sub_Desc_CountableInputs */

const en_sub_desc_countable = /** @type {(inputs: Sub_Desc_CountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An infinite, countable set ${i?.kind}: ${i?.set}.`)
};

const de_sub_desc_countable = /** @type {(inputs: Sub_Desc_CountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine unendliche, abzählbare Menge ${i?.kind}: ${i?.set}.`)
};

const fr_sub_desc_countable = /** @type {(inputs: Sub_Desc_CountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble infini dénombrable ${i?.kind} : ${i?.set}.`)
};

const es_sub_desc_countable = /** @type {(inputs: Sub_Desc_CountableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto infinito numerable ${i?.kind}: ${i?.set}.`)
};

/**
* | output |
* | --- |
* | "An infinite, countable set {kind}: {set}." |
*
* @param {Sub_Desc_CountableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_countable = /** @type {((inputs: Sub_Desc_CountableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_CountableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_countable(inputs)
	if (locale === "fr") return fr_sub_desc_countable(inputs)
	if (locale === "es") return es_sub_desc_countable(inputs)
	return en_sub_desc_countable(inputs)
});