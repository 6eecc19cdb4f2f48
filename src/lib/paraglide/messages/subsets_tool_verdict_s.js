/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Verdict_SInputs */

const en_subsets_tool_verdict_s = /** @type {(inputs: Subsets_Tool_Verdict_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card S:`)
};

const de_subsets_tool_verdict_s = /** @type {(inputs: Subsets_Tool_Verdict_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte S:`)
};

const fr_subsets_tool_verdict_s = /** @type {(inputs: Subsets_Tool_Verdict_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte S :`)
};

const es_subsets_tool_verdict_s = /** @type {(inputs: Subsets_Tool_Verdict_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta S:`)
};

/**
* | output |
* | --- |
* | "Card S:" |
*
* @param {Subsets_Tool_Verdict_SInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_verdict_s = /** @type {((inputs?: Subsets_Tool_Verdict_SInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Verdict_SInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_verdict_s(inputs)
	if (locale === "fr") return fr_subsets_tool_verdict_s(inputs)
	if (locale === "es") return es_subsets_tool_verdict_s(inputs)
	return en_subsets_tool_verdict_s(inputs)
});