/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_These_Conditions_NotInputs */

const en_l3_f_these_conditions_not = /** @type {(inputs: L3_F_These_Conditions_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are conditions, not a set.`)
};

const de_l3_f_these_conditions_not = /** @type {(inputs: L3_F_These_Conditions_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das sind Bedingungen, keine Menge.`)
};

const fr_l3_f_these_conditions_not = /** @type {(inputs: L3_F_These_Conditions_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce sont des conditions, pas un ensemble.`)
};

const es_l3_f_these_conditions_not = /** @type {(inputs: L3_F_These_Conditions_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas son condiciones, no un conjunto.`)
};

/**
* | output |
* | --- |
* | "These are conditions, not a set." |
*
* @param {L3_F_These_Conditions_NotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_these_conditions_not = /** @type {((inputs?: L3_F_These_Conditions_NotInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_These_Conditions_NotInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_these_conditions_not(inputs)
	if (locale === "fr") return fr_l3_f_these_conditions_not(inputs)
	if (locale === "es") return es_l3_f_these_conditions_not(inputs)
	return en_l3_f_these_conditions_not(inputs)
});