/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Rules_Search_NoneInputs */

const en_rules_search_none = /** @type {(inputs: Rules_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No rule mentions “${i?.query}”.`)
};

const de_rules_search_none = /** @type {(inputs: Rules_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Regel erwähnt „${i?.query}“.`)
};

const fr_rules_search_none = /** @type {(inputs: Rules_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune règle ne mentionne « ${i?.query} ».`)
};

const es_rules_search_none = /** @type {(inputs: Rules_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna regla menciona «${i?.query}».`)
};

/**
* | output |
* | --- |
* | "No rule mentions “{query}”." |
*
* @param {Rules_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_search_none = /** @type {((inputs: Rules_Search_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Search_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_search_none(inputs)
	if (locale === "fr") return fr_rules_search_none(inputs)
	if (locale === "es") return es_rules_search_none(inputs)
	return en_rules_search_none(inputs)
});