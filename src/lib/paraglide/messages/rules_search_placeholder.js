/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Search_PlaceholderInputs */

const en_rules_search_placeholder = /** @type {(inputs: Rules_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. tie, bid, frame 8`)
};

const de_rules_search_placeholder = /** @type {(inputs: Rules_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Gleichstand, Gebot, Rahmen 8`)
};

const fr_rules_search_placeholder = /** @type {(inputs: Rules_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. égalité, enchère, cadre 8`)
};

const es_rules_search_placeholder = /** @type {(inputs: Rules_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. empate, puja, marco 8`)
};

/**
* | output |
* | --- |
* | "e.g. tie, bid, frame 8" |
*
* @param {Rules_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_search_placeholder = /** @type {((inputs?: Rules_Search_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Search_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_search_placeholder(inputs)
	if (locale === "fr") return fr_rules_search_placeholder(inputs)
	if (locale === "es") return es_rules_search_placeholder(inputs)
	return en_rules_search_placeholder(inputs)
});