/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Verdict_Not_SubsetInputs */

const en_subsets_verdict_not_subset = /** @type {(inputs: Subsets_Verdict_Not_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No: A is not a subset of S.`)
};

const de_subsets_verdict_not_subset = /** @type {(inputs: Subsets_Verdict_Not_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein: A ist keine Teilmenge von S.`)
};

const fr_subsets_verdict_not_subset = /** @type {(inputs: Subsets_Verdict_Not_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non : A n’est pas un sous-ensemble de S.`)
};

const es_subsets_verdict_not_subset = /** @type {(inputs: Subsets_Verdict_Not_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No: A no es un subconjunto de S.`)
};

/**
* | output |
* | --- |
* | "No: A is not a subset of S." |
*
* @param {Subsets_Verdict_Not_SubsetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_verdict_not_subset = /** @type {((inputs?: Subsets_Verdict_Not_SubsetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Verdict_Not_SubsetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_verdict_not_subset(inputs)
	if (locale === "fr") return fr_subsets_verdict_not_subset(inputs)
	if (locale === "es") return es_subsets_verdict_not_subset(inputs)
	return en_subsets_verdict_not_subset(inputs)
});