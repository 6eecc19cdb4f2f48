/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Rule_PermutationsInputs */

const en_sb_rule_permutations = /** @type {(inputs: Sb_Rule_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first to 100, highest total wins`)
};

const de_sb_rule_permutations = /** @type {(inputs: Sb_Rule_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wer zuerst 100 erreicht, höchste Summe gewinnt`)
};

const fr_sb_rule_permutations = /** @type {(inputs: Sb_Rule_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`premier à 100, le plus grand total gagne`)
};

const es_sb_rule_permutations = /** @type {(inputs: Sb_Rule_PermutationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primero en llegar a 100, gana el total más alto`)
};

/**
* | output |
* | --- |
* | "first to 100, highest total wins" |
*
* @param {Sb_Rule_PermutationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_rule_permutations = /** @type {((inputs?: Sb_Rule_PermutationsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Rule_PermutationsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_rule_permutations(inputs)
	if (locale === "fr") return fr_sb_rule_permutations(inputs)
	if (locale === "es") return es_sb_rule_permutations(inputs)
	return en_sb_rule_permutations(inputs)
});