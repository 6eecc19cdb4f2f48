/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Verdict_SubsetInputs */

const en_subsets_verdict_subset = /** @type {(inputs: Subsets_Verdict_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes: A ⊆ S.`)
};

const de_subsets_verdict_subset = /** @type {(inputs: Subsets_Verdict_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja: A ⊆ S.`)
};

const fr_subsets_verdict_subset = /** @type {(inputs: Subsets_Verdict_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui : A ⊆ S.`)
};

const es_subsets_verdict_subset = /** @type {(inputs: Subsets_Verdict_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí: A ⊆ S.`)
};

/**
* | output |
* | --- |
* | "Yes: A ⊆ S." |
*
* @param {Subsets_Verdict_SubsetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_verdict_subset = /** @type {((inputs?: Subsets_Verdict_SubsetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Verdict_SubsetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_verdict_subset(inputs)
	if (locale === "fr") return fr_subsets_verdict_subset(inputs)
	if (locale === "es") return es_subsets_verdict_subset(inputs)
	return en_subsets_verdict_subset(inputs)
});