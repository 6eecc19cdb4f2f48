/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ lo: NonNullable<unknown> }} Sub_Range_FromInputs */

const en_sub_range_from = /** @type {(inputs: Sub_Range_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` from ${i?.lo} on`)
};

const de_sub_range_from = /** @type {(inputs: Sub_Range_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` ab ${i?.lo}`)
};

const fr_sub_range_from = /** @type {(inputs: Sub_Range_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` à partir de ${i?.lo}`)
};

const es_sub_range_from = /** @type {(inputs: Sub_Range_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` a partir de ${i?.lo}`)
};

/**
* | output |
* | --- |
* | "from {lo} on" |
*
* @param {Sub_Range_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_range_from = /** @type {((inputs: Sub_Range_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Range_FromInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_range_from(inputs)
	if (locale === "fr") return fr_sub_range_from(inputs)
	if (locale === "es") return es_sub_range_from(inputs)
	return en_sub_range_from(inputs)
});