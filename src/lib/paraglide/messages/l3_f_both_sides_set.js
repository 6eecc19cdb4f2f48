/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Both_Sides_SetInputs */

const en_l3_f_both_sides_set = /** @type {(inputs: L3_F_Both_Sides_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Both sides of a set operation must be sets; wrap numbers in braces, as in ${i?.example}.`)
};

const de_l3_f_both_sides_set = /** @type {(inputs: L3_F_Both_Sides_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beide Seiten einer Mengenoperation müssen Mengen sein; setze Zahlen in geschweifte Klammern, wie in ${i?.example}.`)
};

const fr_l3_f_both_sides_set = /** @type {(inputs: L3_F_Both_Sides_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les deux côtés d’une opération ensembliste doivent être des ensembles ; mettez les nombres entre accolades, comme dans ${i?.example}.`)
};

const es_l3_f_both_sides_set = /** @type {(inputs: L3_F_Both_Sides_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los dos lados de una operación de conjuntos deben ser conjuntos; pon los números entre llaves, como en ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "Both sides of a set operation must be sets; wrap numbers in braces, as in {example}." |
*
* @param {L3_F_Both_Sides_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_both_sides_set = /** @type {((inputs: L3_F_Both_Sides_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Both_Sides_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_both_sides_set(inputs)
	if (locale === "fr") return fr_l3_f_both_sides_set(inputs)
	if (locale === "es") return es_l3_f_both_sides_set(inputs)
	return en_l3_f_both_sides_set(inputs)
});