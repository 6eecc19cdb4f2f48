/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Wanted_Closing_BracketInputs */

const en_l3_wanted_closing_bracket = /** @type {(inputs: L3_Wanted_Closing_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a closing bracket`)
};

const de_l3_wanted_closing_bracket = /** @type {(inputs: L3_Wanted_Closing_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine schließende Klammer`)
};

const fr_l3_wanted_closing_bracket = /** @type {(inputs: L3_Wanted_Closing_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une parenthèse fermante`)
};

const es_l3_wanted_closing_bracket = /** @type {(inputs: L3_Wanted_Closing_BracketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un paréntesis de cierre`)
};

/**
* | output |
* | --- |
* | "a closing bracket" |
*
* @param {L3_Wanted_Closing_BracketInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_closing_bracket = /** @type {((inputs?: L3_Wanted_Closing_BracketInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_Closing_BracketInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_closing_bracket(inputs)
	if (locale === "fr") return fr_l3_wanted_closing_bracket(inputs)
	if (locale === "es") return es_l3_wanted_closing_bracket(inputs)
	return en_l3_wanted_closing_bracket(inputs)
});