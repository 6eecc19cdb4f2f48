/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_See_RuleInputs */

const en_tb_see_rule = /** @type {(inputs: Tb_See_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the rule`)
};

const de_tb_see_rule = /** @type {(inputs: Tb_See_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Regel`)
};

const fr_tb_see_rule = /** @type {(inputs: Tb_See_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la règle`)
};

const es_tb_see_rule = /** @type {(inputs: Tb_See_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la regla`)
};

/**
* | output |
* | --- |
* | "See the rule" |
*
* @param {Tb_See_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_see_rule = /** @type {((inputs?: Tb_See_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_See_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_see_rule(inputs)
	if (locale === "fr") return fr_tb_see_rule(inputs)
	if (locale === "es") return es_tb_see_rule(inputs)
	return en_tb_see_rule(inputs)
});