/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Part_Number_Not_SetInputs */

const en_l3_f_part_number_not_set = /** @type {(inputs: L3_F_Part_Number_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This part of the card is a number, not a set; a set of one number is written in braces, as in ${i?.example}.`)
};

const de_l3_f_part_number_not_set = /** @type {(inputs: L3_F_Part_Number_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieser Teil der Karte ist eine Zahl, keine Menge; eine Menge aus einer Zahl schreibt man in geschweiften Klammern, wie in ${i?.example}.`)
};

const fr_l3_f_part_number_not_set = /** @type {(inputs: L3_F_Part_Number_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette partie de la carte est un nombre, pas un ensemble ; un ensemble d’un seul nombre s’écrit entre accolades, comme dans ${i?.example}.`)
};

const es_l3_f_part_number_not_set = /** @type {(inputs: L3_F_Part_Number_Not_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta parte de la carta es un número, no un conjunto; un conjunto de un solo número se escribe entre llaves, como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "This part of the card is a number, not a set; a set of one number is written in braces, as in {example}." |
*
* @param {L3_F_Part_Number_Not_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_part_number_not_set = /** @type {((inputs: L3_F_Part_Number_Not_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Part_Number_Not_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_part_number_not_set(inputs)
	if (locale === "fr") return fr_l3_f_part_number_not_set(inputs)
	if (locale === "es") return es_l3_f_part_number_not_set(inputs)
	return en_l3_f_part_number_not_set(inputs)
});