/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ test: NonNullable<unknown> }} Tr_Scoring_TestInputs */

const en_tr_scoring_test = /** @type {(inputs: Tr_Scoring_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scoring test: ${i?.test}`)
};

const de_tr_scoring_test = /** @type {(inputs: Tr_Scoring_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bedingung: ${i?.test}`)
};

const fr_tr_scoring_test = /** @type {(inputs: Tr_Scoring_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Critère : ${i?.test}`)
};

const es_tr_scoring_test = /** @type {(inputs: Tr_Scoring_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criterio: ${i?.test}`)
};

/**
* | output |
* | --- |
* | "Scoring test: {test}" |
*
* @param {Tr_Scoring_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_scoring_test = /** @type {((inputs: Tr_Scoring_TestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Scoring_TestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_scoring_test(inputs)
	if (locale === "fr") return fr_tr_scoring_test(inputs)
	if (locale === "es") return es_tr_scoring_test(inputs)
	return en_tr_scoring_test(inputs)
});