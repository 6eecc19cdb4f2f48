/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Wanted_BracketInputs */

const en_l3_wanted_bracket = /** @type {(inputs: L3_Wanted_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a bracket`)
};

const de_l3_wanted_bracket = /** @type {(inputs: L3_Wanted_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Klammer`)
};

const fr_l3_wanted_bracket = /** @type {(inputs: L3_Wanted_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une parenthèse`)
};

const es_l3_wanted_bracket = /** @type {(inputs: L3_Wanted_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un paréntesis`)
};

/**
* | output |
* | --- |
* | "a bracket" |
*
* @param {L3_Wanted_BracketInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_bracket = /** @type {((inputs?: L3_Wanted_BracketInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_BracketInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_bracket(inputs)
	if (locale === "fr") return fr_l3_wanted_bracket(inputs)
	if (locale === "es") return es_l3_wanted_bracket(inputs)
	return en_l3_wanted_bracket(inputs)
});