/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_Before_ListsInputs */

const en_tr_criterion_before_lists = /** @type {(inputs: Tr_Criterion_Before_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record the scoring test for this round before the b-lists.`)
};

const de_tr_criterion_before_lists = /** @type {(inputs: Tr_Criterion_Before_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haltet die Bedingung für diese Runde vor den b-Listen fest.`)
};

const fr_tr_criterion_before_lists = /** @type {(inputs: Tr_Criterion_Before_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notez le critère de cette manche avant les listes b.`)
};

const es_tr_criterion_before_lists = /** @type {(inputs: Tr_Criterion_Before_ListsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotad el criterio de esta ronda antes de las listas b.`)
};

/**
* | output |
* | --- |
* | "Record the scoring test for this round before the b-lists." |
*
* @param {Tr_Criterion_Before_ListsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_before_lists = /** @type {((inputs?: Tr_Criterion_Before_ListsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_Before_ListsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_before_lists(inputs)
	if (locale === "fr") return fr_tr_criterion_before_lists(inputs)
	if (locale === "es") return es_tr_criterion_before_lists(inputs)
	return en_tr_criterion_before_lists(inputs)
});