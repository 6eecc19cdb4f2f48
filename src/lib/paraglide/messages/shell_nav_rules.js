/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_RulesInputs */

const en_shell_nav_rules = /** @type {(inputs: Shell_Nav_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rules`)
};

const de_shell_nav_rules = /** @type {(inputs: Shell_Nav_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regeln`)
};

const fr_shell_nav_rules = /** @type {(inputs: Shell_Nav_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles`)
};

const es_shell_nav_rules = /** @type {(inputs: Shell_Nav_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reglas`)
};

/**
* | output |
* | --- |
* | "Rules" |
*
* @param {Shell_Nav_RulesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_rules = /** @type {((inputs?: Shell_Nav_RulesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_RulesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_rules(inputs)
	if (locale === "fr") return fr_shell_nav_rules(inputs)
	if (locale === "es") return es_shell_nav_rules(inputs)
	return en_shell_nav_rules(inputs)
});