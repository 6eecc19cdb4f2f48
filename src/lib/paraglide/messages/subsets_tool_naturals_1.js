/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Naturals_1Inputs */

const en_subsets_tool_naturals_1 = /** @type {(inputs: Subsets_Tool_Naturals_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (the usual rule)`)
};

const de_subsets_tool_naturals_1 = /** @type {(inputs: Subsets_Tool_Naturals_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (die übliche Regel)`)
};

const fr_subsets_tool_naturals_1 = /** @type {(inputs: Subsets_Tool_Naturals_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (la règle habituelle)`)
};

const es_subsets_tool_naturals_1 = /** @type {(inputs: Subsets_Tool_Naturals_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 (la regla habitual)`)
};

/**
* | output |
* | --- |
* | "1 (the usual rule)" |
*
* @param {Subsets_Tool_Naturals_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_naturals_1 = /** @type {((inputs?: Subsets_Tool_Naturals_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Naturals_1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_naturals_1(inputs)
	if (locale === "fr") return fr_subsets_tool_naturals_1(inputs)
	if (locale === "es") return es_subsets_tool_naturals_1(inputs)
	return en_subsets_tool_naturals_1(inputs)
});