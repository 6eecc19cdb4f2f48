/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_P_Stands_ForInputs */

const en_l3_f_p_stands_for = /** @type {(inputs: L3_F_P_Stands_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P stands for a power set and needs a set in parentheses, as in ${i?.example}.`)
};

const de_l3_f_p_stands_for = /** @type {(inputs: L3_F_P_Stands_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P steht für eine Potenzmenge und braucht eine Menge in Klammern, wie in ${i?.example}.`)
};

const fr_l3_f_p_stands_for = /** @type {(inputs: L3_F_P_Stands_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P désigne l’ensemble des parties et demande un ensemble entre parenthèses, comme dans ${i?.example}.`)
};

const es_l3_f_p_stands_for = /** @type {(inputs: L3_F_P_Stands_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`P indica el conjunto potencia y necesita un conjunto entre paréntesis, como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "P stands for a power set and needs a set in parentheses, as in {example}." |
*
* @param {L3_F_P_Stands_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_p_stands_for = /** @type {((inputs: L3_F_P_Stands_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_P_Stands_ForInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_p_stands_for(inputs)
	if (locale === "fr") return fr_l3_f_p_stands_for(inputs)
	if (locale === "es") return es_l3_f_p_stands_for(inputs)
	return en_l3_f_p_stands_for(inputs)
});