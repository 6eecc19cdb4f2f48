/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Refusal_Name_TakenInputs */

const en_tn_refusal_name_taken = /** @type {(inputs: Tn_Refusal_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is already at the table.`)
};

const de_tn_refusal_name_taken = /** @type {(inputs: Tn_Refusal_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} sitzt schon am Tisch.`)
};

const fr_tn_refusal_name_taken = /** @type {(inputs: Tn_Refusal_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est déjà à la table.`)
};

const es_tn_refusal_name_taken = /** @type {(inputs: Tn_Refusal_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya está en la mesa.`)
};

/**
* | output |
* | --- |
* | "{name} is already at the table." |
*
* @param {Tn_Refusal_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_name_taken = /** @type {((inputs: Tn_Refusal_Name_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Name_TakenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_name_taken(inputs)
	if (locale === "fr") return fr_tn_refusal_name_taken(inputs)
	if (locale === "es") return es_tn_refusal_name_taken(inputs)
	return en_tn_refusal_name_taken(inputs)
});