/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_AllInputs */

const en_rules_all = /** @type {(inputs: Rules_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All rules`)
};

const de_rules_all = /** @type {(inputs: Rules_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Regeln`)
};

const fr_rules_all = /** @type {(inputs: Rules_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les règles`)
};

const es_rules_all = /** @type {(inputs: Rules_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las reglas`)
};

/**
* | output |
* | --- |
* | "All rules" |
*
* @param {Rules_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_all = /** @type {((inputs?: Rules_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_AllInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_all(inputs)
	if (locale === "fr") return fr_rules_all(inputs)
	if (locale === "es") return es_rules_all(inputs)
	return en_rules_all(inputs)
});