/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_RulingsInputs */

const en_rules_rulings = /** @type {(inputs: Rules_RulingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rulings`)
};

const de_rules_rulings = /** @type {(inputs: Rules_RulingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslegungen`)
};

const fr_rules_rulings = /** @type {(inputs: Rules_RulingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précisions`)
};

const es_rules_rulings = /** @type {(inputs: Rules_RulingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aclaraciones`)
};

/**
* | output |
* | --- |
* | "Rulings" |
*
* @param {Rules_RulingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_rulings = /** @type {((inputs?: Rules_RulingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_RulingsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_rulings(inputs)
	if (locale === "fr") return fr_rules_rulings(inputs)
	if (locale === "es") return es_rules_rulings(inputs)
	return en_rules_rulings(inputs)
});