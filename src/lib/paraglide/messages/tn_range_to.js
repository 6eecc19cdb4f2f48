/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Tn_Range_ToInputs */

const en_tn_range_to = /** @type {(inputs: Tn_Range_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} to ${i?.max}`)
};

const de_tn_range_to = /** @type {(inputs: Tn_Range_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} bis ${i?.max}`)
};

const fr_tn_range_to = /** @type {(inputs: Tn_Range_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} à ${i?.max}`)
};

const es_tn_range_to = /** @type {(inputs: Tn_Range_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} a ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{min} to {max}" |
*
* @param {Tn_Range_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_range_to = /** @type {((inputs: Tn_Range_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Range_ToInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_range_to(inputs)
	if (locale === "fr") return fr_tn_range_to(inputs)
	if (locale === "es") return es_tn_range_to(inputs)
	return en_tn_range_to(inputs)
});