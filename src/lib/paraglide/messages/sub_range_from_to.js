/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lo: NonNullable<unknown>, hi: NonNullable<unknown> }} Sub_Range_From_ToInputs */

const en_sub_range_from_to = /** @type {(inputs: Sub_Range_From_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` from ${i?.lo} to ${i?.hi}`)
};

const de_sub_range_from_to = /** @type {(inputs: Sub_Range_From_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` von ${i?.lo} bis ${i?.hi}`)
};

const fr_sub_range_from_to = /** @type {(inputs: Sub_Range_From_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.lo} à ${i?.hi}`)
};

const es_sub_range_from_to = /** @type {(inputs: Sub_Range_From_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de ${i?.lo} a ${i?.hi}`)
};

/**
* | output |
* | --- |
* | "from {lo} to {hi}" |
*
* @param {Sub_Range_From_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_range_from_to = /** @type {((inputs: Sub_Range_From_ToInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Range_From_ToInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_range_from_to(inputs)
	if (locale === "fr") return fr_sub_range_from_to(inputs)
	if (locale === "es") return es_sub_range_from_to(inputs)
	return en_sub_range_from_to(inputs)
});