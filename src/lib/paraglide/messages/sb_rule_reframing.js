/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Rule_ReframingInputs */

const en_sb_rule_reframing = /** @type {(inputs: Sb_Rule_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`most points after 8 rounds`)
};

const de_sb_rule_reframing = /** @type {(inputs: Sb_Rule_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die meisten Punkte nach 8 Runden`)
};

const fr_sb_rule_reframing = /** @type {(inputs: Sb_Rule_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le plus de points après 8 manches`)
};

const es_sb_rule_reframing = /** @type {(inputs: Sb_Rule_ReframingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`más puntos tras 8 rondas`)
};

/**
* | output |
* | --- |
* | "most points after 8 rounds" |
*
* @param {Sb_Rule_ReframingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_rule_reframing = /** @type {((inputs?: Sb_Rule_ReframingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Rule_ReframingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_rule_reframing(inputs)
	if (locale === "fr") return fr_sb_rule_reframing(inputs)
	if (locale === "es") return es_sb_rule_reframing(inputs)
	return en_sb_rule_reframing(inputs)
});