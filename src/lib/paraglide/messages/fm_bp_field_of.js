/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, parts: NonNullable<unknown> }} Fm_Bp_Field_OfInputs */

const en_fm_bp_field_of = /** @type {(inputs: Fm_Bp_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.field} of ${i?.parts}`)
};

const de_fm_bp_field_of = /** @type {(inputs: Fm_Bp_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts} › ${i?.field}`)
};

const fr_fm_bp_field_of = /** @type {(inputs: Fm_Bp_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts} › ${i?.field}`)
};

const es_fm_bp_field_of = /** @type {(inputs: Fm_Bp_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.parts} › ${i?.field}`)
};

/**
* | output |
* | --- |
* | "the {field} of {parts}" |
*
* @param {Fm_Bp_Field_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_field_of = /** @type {((inputs: Fm_Bp_Field_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_Field_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_field_of(inputs)
	if (locale === "fr") return fr_fm_bp_field_of(inputs)
	if (locale === "es") return es_fm_bp_field_of(inputs)
	return en_fm_bp_field_of(inputs)
});