/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Rule_TransformInputs */

const en_sb_rule_transform = /** @type {(inputs: Sb_Rule_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`highest total after the last round`)
};

const de_sb_rule_transform = /** @type {(inputs: Sb_Rule_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`höchste Summe nach der letzten Runde`)
};

const fr_sb_rule_transform = /** @type {(inputs: Sb_Rule_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le plus grand total après la dernière manche`)
};

const es_sb_rule_transform = /** @type {(inputs: Sb_Rule_TransformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el total más alto tras la última ronda`)
};

/**
* | output |
* | --- |
* | "highest total after the last round" |
*
* @param {Sb_Rule_TransformInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_rule_transform = /** @type {((inputs?: Sb_Rule_TransformInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Rule_TransformInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_rule_transform(inputs)
	if (locale === "fr") return fr_sb_rule_transform(inputs)
	if (locale === "es") return es_sb_rule_transform(inputs)
	return en_sb_rule_transform(inputs)
});