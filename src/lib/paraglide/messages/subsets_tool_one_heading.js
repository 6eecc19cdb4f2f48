/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Tool_One_HeadingInputs */

const en_subsets_tool_one_heading = /** @type {(inputs: Subsets_Tool_One_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is this card a correct set?`)
};

const de_subsets_tool_one_heading = /** @type {(inputs: Subsets_Tool_One_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist diese Karte eine korrekte Menge?`)
};

const fr_subsets_tool_one_heading = /** @type {(inputs: Subsets_Tool_One_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette carte est-elle un ensemble correct ?`)
};

const es_subsets_tool_one_heading = /** @type {(inputs: Subsets_Tool_One_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es esta carta un conjunto correcto?`)
};

/**
* | output |
* | --- |
* | "Is this card a correct set?" |
*
* @param {Subsets_Tool_One_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_tool_one_heading = /** @type {((inputs?: Subsets_Tool_One_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Tool_One_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_tool_one_heading(inputs)
	if (locale === "fr") return fr_subsets_tool_one_heading(inputs)
	if (locale === "es") return es_subsets_tool_one_heading(inputs)
	return en_subsets_tool_one_heading(inputs)
});