/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown>, card: NonNullable<unknown>, what: NonNullable<unknown> }} Hi_Row_DrawInputs */

const en_hi_row_draw = /** @type {(inputs: Hi_Row_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. ${i?.name} drew ${i?.card}: ${i?.what}`)
};

const de_hi_row_draw = /** @type {(inputs: Hi_Row_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. ${i?.name} hat ${i?.card} gezogen: ${i?.what}`)
};

const fr_hi_row_draw = /** @type {(inputs: Hi_Row_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. ${i?.name} a pioché ${i?.card} : ${i?.what}`)
};

const es_hi_row_draw = /** @type {(inputs: Hi_Row_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number}. ${i?.name} ha robado ${i?.card}: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "{number}. {name} drew {card}: {what}" |
*
* @param {Hi_Row_DrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_draw = /** @type {((inputs: Hi_Row_DrawInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_DrawInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_draw(inputs)
	if (locale === "fr") return fr_hi_row_draw(inputs)
	if (locale === "es") return es_hi_row_draw(inputs)
	return en_hi_row_draw(inputs)
});