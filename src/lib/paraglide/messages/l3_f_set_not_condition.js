/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Set_Not_ConditionInputs */

const en_l3_f_set_not_condition = /** @type {(inputs: L3_F_Set_Not_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a set, not a condition.`)
};

const de_l3_f_set_not_condition = /** @type {(inputs: L3_F_Set_Not_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist eine Menge, keine Bedingung.`)
};

const fr_l3_f_set_not_condition = /** @type {(inputs: L3_F_Set_Not_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci est un ensemble, pas une condition.`)
};

const es_l3_f_set_not_condition = /** @type {(inputs: L3_F_Set_Not_ConditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto es un conjunto, no una condición.`)
};

/**
* | output |
* | --- |
* | "This is a set, not a condition." |
*
* @param {L3_F_Set_Not_ConditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_set_not_condition = /** @type {((inputs?: L3_F_Set_Not_ConditionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Set_Not_ConditionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_set_not_condition(inputs)
	if (locale === "fr") return fr_l3_f_set_not_condition(inputs)
	if (locale === "es") return es_l3_f_set_not_condition(inputs)
	return en_l3_f_set_not_condition(inputs)
});