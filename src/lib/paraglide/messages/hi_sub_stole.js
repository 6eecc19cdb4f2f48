/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pile: NonNullable<unknown> }} Hi_Sub_StoleInputs */

const en_hi_sub_stole = /** @type {(inputs: Hi_Sub_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stole pile ${i?.pile}`)
};

const de_hi_sub_stole = /** @type {(inputs: Hi_Sub_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.pile} gestohlen`)
};

const fr_hi_sub_stole = /** @type {(inputs: Hi_Sub_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.pile} volée`)
};

const es_hi_sub_stole = /** @type {(inputs: Hi_Sub_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montón ${i?.pile} robado`)
};

/**
* | output |
* | --- |
* | "Stole pile {pile}" |
*
* @param {Hi_Sub_StoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_stole = /** @type {((inputs: Hi_Sub_StoleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_StoleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_stole(inputs)
	if (locale === "fr") return fr_hi_sub_stole(inputs)
	if (locale === "es") return es_hi_sub_stole(inputs)
	return en_hi_sub_stole(inputs)
});