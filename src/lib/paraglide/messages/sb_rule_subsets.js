/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Rule_SubsetsInputs */

const en_sb_rule_subsets = /** @type {(inputs: Sb_Rule_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`most cards at the end`)
};

const de_sb_rule_subsets = /** @type {(inputs: Sb_Rule_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die meisten Karten am Ende`)
};

const fr_sb_rule_subsets = /** @type {(inputs: Sb_Rule_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le plus de cartes à la fin`)
};

const es_sb_rule_subsets = /** @type {(inputs: Sb_Rule_SubsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`más cartas al final`)
};

/**
* | output |
* | --- |
* | "most cards at the end" |
*
* @param {Sb_Rule_SubsetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_rule_subsets = /** @type {((inputs?: Sb_Rule_SubsetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Rule_SubsetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_rule_subsets(inputs)
	if (locale === "fr") return fr_sb_rule_subsets(inputs)
	if (locale === "es") return es_sb_rule_subsets(inputs)
	return en_sb_rule_subsets(inputs)
});