/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Sb_RangeInputs */

const en_sb_range = /** @type {(inputs: Sb_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}`)
};

const de_sb_range = /** @type {(inputs: Sb_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} bis ${i?.to}`)
};

const fr_sb_range = /** @type {(inputs: Sb_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} à ${i?.to}`)
};

const es_sb_range = /** @type {(inputs: Sb_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} a ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Sb_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_range = /** @type {((inputs: Sb_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_RangeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_range(inputs)
	if (locale === "fr") return fr_sb_range(inputs)
	if (locale === "es") return es_sb_range(inputs)
	return en_sb_range(inputs)
});