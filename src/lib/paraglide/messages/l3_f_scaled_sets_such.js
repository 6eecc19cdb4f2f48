/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Scaled_Sets_SuchInputs */

const en_l3_f_scaled_sets_such = /** @type {(inputs: L3_F_Scaled_Sets_SuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scaled sets such as 2ℤ are not supported; write ${i?.example}.`)
};

const de_l3_f_scaled_sets_such = /** @type {(inputs: L3_F_Scaled_Sets_SuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gestreckte Mengen wie 2ℤ werden nicht unterstützt; schreibe ${i?.example}.`)
};

const fr_l3_f_scaled_sets_such = /** @type {(inputs: L3_F_Scaled_Sets_SuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ensembles dilatés comme 2ℤ ne sont pas pris en charge ; écrivez ${i?.example}.`)
};

const es_l3_f_scaled_sets_such = /** @type {(inputs: L3_F_Scaled_Sets_SuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los conjuntos escalados como 2ℤ no se admiten; escribe ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "Scaled sets such as 2ℤ are not supported; write {example}." |
*
* @param {L3_F_Scaled_Sets_SuchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_scaled_sets_such = /** @type {((inputs: L3_F_Scaled_Sets_SuchInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Scaled_Sets_SuchInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_scaled_sets_such(inputs)
	if (locale === "fr") return fr_l3_f_scaled_sets_such(inputs)
	if (locale === "es") return es_l3_f_scaled_sets_such(inputs)
	return en_l3_f_scaled_sets_such(inputs)
});