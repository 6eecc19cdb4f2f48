/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Fm_Pr_SentenceInputs */

const en_fm_pr_sentence = /** @type {(inputs: Fm_Pr_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}.`)
};

const de_fm_pr_sentence = /** @type {(inputs: Fm_Pr_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}.`)
};

const fr_fm_pr_sentence = /** @type {(inputs: Fm_Pr_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} : ${i?.why}.`)
};

const es_fm_pr_sentence = /** @type {(inputs: Fm_Pr_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.why}.`)
};

/**
* | output |
* | --- |
* | "{what}: {why}." |
*
* @param {Fm_Pr_SentenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_sentence = /** @type {((inputs: Fm_Pr_SentenceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_SentenceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_sentence(inputs)
	if (locale === "fr") return fr_fm_pr_sentence(inputs)
	if (locale === "es") return es_fm_pr_sentence(inputs)
	return en_fm_pr_sentence(inputs)
});