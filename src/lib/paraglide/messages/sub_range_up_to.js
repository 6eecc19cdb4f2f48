/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hi: NonNullable<unknown> }} Sub_Range_Up_ToInputs */

const en_sub_range_up_to = /** @type {(inputs: Sub_Range_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` up to ${i?.hi}`)
};

const de_sub_range_up_to = /** @type {(inputs: Sub_Range_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` bis ${i?.hi}`)
};

const fr_sub_range_up_to = /** @type {(inputs: Sub_Range_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` jusqu’à ${i?.hi}`)
};

const es_sub_range_up_to = /** @type {(inputs: Sub_Range_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` hasta ${i?.hi}`)
};

/**
* | output |
* | --- |
* | "up to {hi}" |
*
* @param {Sub_Range_Up_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_range_up_to = /** @type {((inputs: Sub_Range_Up_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Range_Up_ToInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_range_up_to(inputs)
	if (locale === "fr") return fr_sub_range_up_to(inputs)
	if (locale === "es") return es_sub_range_up_to(inputs)
	return en_sub_range_up_to(inputs)
});