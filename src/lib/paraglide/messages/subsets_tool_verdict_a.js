/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Verdict_AInputs */

const en_subsets_tool_verdict_a = /** @type {(inputs: Subsets_Tool_Verdict_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card A:`)
};

const de_subsets_tool_verdict_a = /** @type {(inputs: Subsets_Tool_Verdict_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte A:`)
};

const fr_subsets_tool_verdict_a = /** @type {(inputs: Subsets_Tool_Verdict_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte A :`)
};

const es_subsets_tool_verdict_a = /** @type {(inputs: Subsets_Tool_Verdict_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta A:`)
};

/**
* | output |
* | --- |
* | "Card A:" |
*
* @param {Subsets_Tool_Verdict_AInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_verdict_a = /** @type {((inputs?: Subsets_Tool_Verdict_AInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Verdict_AInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_verdict_a(inputs)
	if (locale === "fr") return fr_subsets_tool_verdict_a(inputs)
	if (locale === "es") return es_subsets_tool_verdict_a(inputs)
	return en_subsets_tool_verdict_a(inputs)
});