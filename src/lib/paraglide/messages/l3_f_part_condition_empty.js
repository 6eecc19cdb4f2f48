/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Part_Condition_EmptyInputs */

const en_l3_f_part_condition_empty = /** @type {(inputs: L3_F_Part_Condition_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A part of the condition is empty.`)
};

const de_l3_f_part_condition_empty = /** @type {(inputs: L3_F_Part_Condition_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Teil der Bedingung ist leer.`)
};

const fr_l3_f_part_condition_empty = /** @type {(inputs: L3_F_Part_Condition_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une partie de la condition est vide.`)
};

const es_l3_f_part_condition_empty = /** @type {(inputs: L3_F_Part_Condition_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una parte de la condición está vacía.`)
};

/**
* | output |
* | --- |
* | "A part of the condition is empty." |
*
* @param {L3_F_Part_Condition_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_part_condition_empty = /** @type {((inputs?: L3_F_Part_Condition_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Part_Condition_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_part_condition_empty(inputs)
	if (locale === "fr") return fr_l3_f_part_condition_empty(inputs)
	if (locale === "es") return es_l3_f_part_condition_empty(inputs)
	return en_l3_f_part_condition_empty(inputs)
});