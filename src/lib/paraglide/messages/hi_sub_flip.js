/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pile: NonNullable<unknown> }} Hi_Sub_FlipInputs */

const en_hi_sub_flip = /** @type {(inputs: Hi_Sub_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turned pile ${i?.pile} face down`)
};

const de_hi_sub_flip = /** @type {(inputs: Hi_Sub_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.pile} umgedreht`)
};

const fr_hi_sub_flip = /** @type {(inputs: Hi_Sub_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.pile} retournée face cachée`)
};

const es_hi_sub_flip = /** @type {(inputs: Hi_Sub_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montón ${i?.pile} puesto boca abajo`)
};

/**
* | output |
* | --- |
* | "Turned pile {pile} face down" |
*
* @param {Hi_Sub_FlipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_flip = /** @type {((inputs: Hi_Sub_FlipInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_FlipInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_flip(inputs)
	if (locale === "fr") return fr_hi_sub_flip(inputs)
	if (locale === "es") return es_hi_sub_flip(inputs)
	return en_hi_sub_flip(inputs)
});