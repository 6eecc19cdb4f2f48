/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Naturals_FromInputs */

const en_subsets_tool_naturals_from = /** @type {(inputs: Subsets_Tool_Naturals_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The natural numbers ℕ start at`)
};

const de_subsets_tool_naturals_from = /** @type {(inputs: Subsets_Tool_Naturals_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die natürlichen Zahlen ℕ beginnen bei`)
};

const fr_subsets_tool_naturals_from = /** @type {(inputs: Subsets_Tool_Naturals_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entiers naturels ℕ commencent à`)
};

const es_subsets_tool_naturals_from = /** @type {(inputs: Subsets_Tool_Naturals_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los números naturales ℕ empiezan en`)
};

/**
* | output |
* | --- |
* | "The natural numbers ℕ start at" |
*
* @param {Subsets_Tool_Naturals_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_naturals_from = /** @type {((inputs?: Subsets_Tool_Naturals_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Naturals_FromInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_naturals_from(inputs)
	if (locale === "fr") return fr_subsets_tool_naturals_from(inputs)
	if (locale === "es") return es_subsets_tool_naturals_from(inputs)
	return en_subsets_tool_naturals_from(inputs)
});