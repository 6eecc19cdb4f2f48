/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Naturals_0Inputs */

const en_subsets_tool_naturals_0 = /** @type {(inputs: Subsets_Tool_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 (house rule)`)
};

const de_subsets_tool_naturals_0 = /** @type {(inputs: Subsets_Tool_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 (Hausregel)`)
};

const fr_subsets_tool_naturals_0 = /** @type {(inputs: Subsets_Tool_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 (règle maison)`)
};

const es_subsets_tool_naturals_0 = /** @type {(inputs: Subsets_Tool_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 (regla de la casa)`)
};

/**
* | output |
* | --- |
* | "0 (house rule)" |
*
* @param {Subsets_Tool_Naturals_0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_naturals_0 = /** @type {((inputs?: Subsets_Tool_Naturals_0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Naturals_0Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_naturals_0(inputs)
	if (locale === "fr") return fr_subsets_tool_naturals_0(inputs)
	if (locale === "es") return es_subsets_tool_naturals_0(inputs)
	return en_subsets_tool_naturals_0(inputs)
});