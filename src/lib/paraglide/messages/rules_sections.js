/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_SectionsInputs */

const en_rules_sections = /** @type {(inputs: Rules_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

const de_rules_sections = /** @type {(inputs: Rules_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschnitte`)
};

const fr_rules_sections = /** @type {(inputs: Rules_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

const es_rules_sections = /** @type {(inputs: Rules_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones`)
};

/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Rules_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_sections = /** @type {((inputs?: Rules_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_SectionsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_sections(inputs)
	if (locale === "fr") return fr_rules_sections(inputs)
	if (locale === "es") return es_rules_sections(inputs)
	return en_rules_sections(inputs)
});