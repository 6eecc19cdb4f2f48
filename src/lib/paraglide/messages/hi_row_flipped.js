/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Hi_Row_FlippedInputs */

const en_hi_row_flipped = /** @type {(inputs: Hi_Row_FlippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, turned a pile face down`)
};

const de_hi_row_flipped = /** @type {(inputs: Hi_Row_FlippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, einen Stapel umgedreht`)
};

const fr_hi_row_flipped = /** @type {(inputs: Hi_Row_FlippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, a retourné une pile`)
};

const es_hi_row_flipped = /** @type {(inputs: Hi_Row_FlippedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}, ha puesto un montón boca abajo`)
};

/**
* | output |
* | --- |
* | "{what}, turned a pile face down" |
*
* @param {Hi_Row_FlippedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_flipped = /** @type {((inputs: Hi_Row_FlippedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_FlippedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_flipped(inputs)
	if (locale === "fr") return fr_hi_row_flipped(inputs)
	if (locale === "es") return es_hi_row_flipped(inputs)
	return en_hi_row_flipped(inputs)
});