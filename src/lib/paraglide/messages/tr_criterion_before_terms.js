/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_Before_TermsInputs */

const en_tr_criterion_before_terms = /** @type {(inputs: Tr_Criterion_Before_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record the scoring test for this round before choosing a′.`)
};

const de_tr_criterion_before_terms = /** @type {(inputs: Tr_Criterion_Before_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haltet die Bedingung für diese Runde fest, bevor ihr a′ wählt.`)
};

const fr_tr_criterion_before_terms = /** @type {(inputs: Tr_Criterion_Before_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notez le critère de cette manche avant de choisir a′.`)
};

const es_tr_criterion_before_terms = /** @type {(inputs: Tr_Criterion_Before_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotad el criterio de esta ronda antes de elegir a′.`)
};

/**
* | output |
* | --- |
* | "Record the scoring test for this round before choosing a′." |
*
* @param {Tr_Criterion_Before_TermsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_before_terms = /** @type {((inputs?: Tr_Criterion_Before_TermsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_Before_TermsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_before_terms(inputs)
	if (locale === "fr") return fr_tr_criterion_before_terms(inputs)
	if (locale === "es") return es_tr_criterion_before_terms(inputs)
	return en_tr_criterion_before_terms(inputs)
});