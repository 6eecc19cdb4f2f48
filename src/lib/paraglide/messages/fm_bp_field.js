/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Fm_Bp_FieldInputs */

const en_fm_bp_field = /** @type {(inputs: Fm_Bp_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.field}`)
};

const de_fm_bp_field = /** @type {(inputs: Fm_Bp_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}`)
};

const fr_fm_bp_field = /** @type {(inputs: Fm_Bp_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}`)
};

const es_fm_bp_field = /** @type {(inputs: Fm_Bp_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}`)
};

/**
* | output |
* | --- |
* | "the {field}" |
*
* @param {Fm_Bp_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_field = /** @type {((inputs: Fm_Bp_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_FieldInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_field(inputs)
	if (locale === "fr") return fr_fm_bp_field(inputs)
	if (locale === "es") return es_fm_bp_field(inputs)
	return en_fm_bp_field(inputs)
});