/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_Two_HeadingInputs */

const en_subsets_tool_two_heading = /** @type {(inputs: Subsets_Tool_Two_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is card A a subset of card S?`)
};

const de_subsets_tool_two_heading = /** @type {(inputs: Subsets_Tool_Two_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist Karte A eine Teilmenge von Karte S?`)
};

const fr_subsets_tool_two_heading = /** @type {(inputs: Subsets_Tool_Two_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte A est-elle un sous-ensemble de la carte S ?`)
};

const es_subsets_tool_two_heading = /** @type {(inputs: Subsets_Tool_Two_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es la carta A un subconjunto de la carta S?`)
};

/**
* | output |
* | --- |
* | "Is card A a subset of card S?" |
*
* @param {Subsets_Tool_Two_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_two_heading = /** @type {((inputs?: Subsets_Tool_Two_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_Two_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_two_heading(inputs)
	if (locale === "fr") return fr_subsets_tool_two_heading(inputs)
	if (locale === "es") return es_subsets_tool_two_heading(inputs)
	return en_subsets_tool_two_heading(inputs)
});