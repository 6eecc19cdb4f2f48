/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Is_SubsetInputs */

const en_subsets_tool_is_subset = /** @type {(inputs: Subsets_Tool_Is_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is A ⊆ S?`)
};

const de_subsets_tool_is_subset = /** @type {(inputs: Subsets_Tool_Is_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist A ⊆ S?`)
};

const fr_subsets_tool_is_subset = /** @type {(inputs: Subsets_Tool_Is_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ⊆ S ?`)
};

const es_subsets_tool_is_subset = /** @type {(inputs: Subsets_Tool_Is_SubsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es A ⊆ S?`)
};

/**
* | output |
* | --- |
* | "Is A ⊆ S?" |
*
* @param {Subsets_Tool_Is_SubsetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_is_subset = /** @type {((inputs?: Subsets_Tool_Is_SubsetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Is_SubsetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_is_subset(inputs)
	if (locale === "fr") return fr_subsets_tool_is_subset(inputs)
	if (locale === "es") return es_subsets_tool_is_subset(inputs)
	return en_subsets_tool_is_subset(inputs)
});