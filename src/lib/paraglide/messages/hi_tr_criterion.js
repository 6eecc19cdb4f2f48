/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ test: NonNullable<unknown> }} Hi_Tr_CriterionInputs */

const en_hi_tr_criterion = /** @type {(inputs: Hi_Tr_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scoring test: ${i?.test}`)
};

const de_hi_tr_criterion = /** @type {(inputs: Hi_Tr_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bedingung: ${i?.test}`)
};

const fr_hi_tr_criterion = /** @type {(inputs: Hi_Tr_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Critère : ${i?.test}`)
};

const es_hi_tr_criterion = /** @type {(inputs: Hi_Tr_CriterionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criterio: ${i?.test}`)
};

/**
* | output |
* | --- |
* | "Scoring test: {test}" |
*
* @param {Hi_Tr_CriterionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_tr_criterion = /** @type {((inputs: Hi_Tr_CriterionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Tr_CriterionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_tr_criterion(inputs)
	if (locale === "fr") return fr_hi_tr_criterion(inputs)
	if (locale === "es") return es_hi_tr_criterion(inputs)
	return en_hi_tr_criterion(inputs)
});