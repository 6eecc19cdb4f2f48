/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} Sub_Parts_RuleInputs */

const en_sub_parts_rule = /** @type {(inputs: Sub_Parts_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the parts of S apply the rule of A to other numbers, and those numbers take in every ${i?.v} that A uses.`)
};

const de_sub_parts_rule = /** @type {(inputs: Sub_Parts_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Teile von S wenden die Regel von A auf andere Zahlen an, und diese Zahlen umfassen jedes ${i?.v}, das A verwendet.`)
};

const fr_sub_parts_rule = /** @type {(inputs: Sub_Parts_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les parties de S appliquent la règle de A à d’autres nombres, et ces nombres couvrent tout ${i?.v} qu’utilise A.`)
};

const es_sub_parts_rule = /** @type {(inputs: Sub_Parts_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: las partes de S aplican la regla de A a otros números, y esos números abarcan todo ${i?.v} que usa A.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the parts of S apply the rule of A to other numbers, and those numbers take in every {v} that A uses." |
*
* @param {Sub_Parts_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_parts_rule = /** @type {((inputs: Sub_Parts_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Parts_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_parts_rule(inputs)
	if (locale === "fr") return fr_sub_parts_rule(inputs)
	if (locale === "es") return es_sub_parts_rule(inputs)
	return en_sub_parts_rule(inputs)
});