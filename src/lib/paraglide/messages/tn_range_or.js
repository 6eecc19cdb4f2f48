/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Tn_Range_OrInputs */

const en_tn_range_or = /** @type {(inputs: Tn_Range_OrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} or ${i?.max}`)
};

const de_tn_range_or = /** @type {(inputs: Tn_Range_OrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} oder ${i?.max}`)
};

const fr_tn_range_or = /** @type {(inputs: Tn_Range_OrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} ou ${i?.max}`)
};

const es_tn_range_or = /** @type {(inputs: Tn_Range_OrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} o ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{min} or {max}" |
*
* @param {Tn_Range_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_range_or = /** @type {((inputs: Tn_Range_OrInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Range_OrInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_range_or(inputs)
	if (locale === "fr") return fr_tn_range_or(inputs)
	if (locale === "es") return es_tn_range_or(inputs)
	return en_tn_range_or(inputs)
});