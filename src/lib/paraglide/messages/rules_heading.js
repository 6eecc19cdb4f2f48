/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_HeadingInputs */

const en_rules_heading = /** @type {(inputs: Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rules`)
};

const de_rules_heading = /** @type {(inputs: Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regeln`)
};

const fr_rules_heading = /** @type {(inputs: Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles`)
};

const es_rules_heading = /** @type {(inputs: Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas`)
};

/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Rules_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_heading = /** @type {((inputs?: Rules_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_heading(inputs)
	if (locale === "fr") return fr_rules_heading(inputs)
	if (locale === "es") return es_rules_heading(inputs)
	return en_rules_heading(inputs)
});