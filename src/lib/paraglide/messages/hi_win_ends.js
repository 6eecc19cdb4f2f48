/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rule: NonNullable<unknown>, when: NonNullable<unknown> }} Hi_Win_EndsInputs */

const en_hi_win_ends = /** @type {(inputs: Hi_Win_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}, ends ${i?.when}`)
};

const de_hi_win_ends = /** @type {(inputs: Hi_Win_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}, Ende ${i?.when}`)
};

const fr_hi_win_ends = /** @type {(inputs: Hi_Win_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}, fin ${i?.when}`)
};

const es_hi_win_ends = /** @type {(inputs: Hi_Win_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}, termina ${i?.when}`)
};

/**
* | output |
* | --- |
* | "{rule}, ends {when}" |
*
* @param {Hi_Win_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_win_ends = /** @type {((inputs: Hi_Win_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Win_EndsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_win_ends(inputs)
	if (locale === "fr") return fr_hi_win_ends(inputs)
	if (locale === "es") return es_hi_win_ends(inputs)
	return en_hi_win_ends(inputs)
});