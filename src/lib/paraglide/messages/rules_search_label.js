/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Search_LabelInputs */

const en_rules_search_label = /** @type {(inputs: Rules_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search every game's rules`)
};

const de_rules_search_label = /** @type {(inputs: Rules_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regeln aller Spiele durchsuchen`)
};

const fr_rules_search_label = /** @type {(inputs: Rules_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher dans les règles de tous les jeux`)
};

const es_rules_search_label = /** @type {(inputs: Rules_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en las reglas de todos los juegos`)
};

/**
* | output |
* | --- |
* | "Search every game's rules" |
*
* @param {Rules_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_search_label = /** @type {((inputs?: Rules_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_search_label(inputs)
	if (locale === "fr") return fr_rules_search_label(inputs)
	if (locale === "es") return es_rules_search_label(inputs)
	return en_rules_search_label(inputs)
});