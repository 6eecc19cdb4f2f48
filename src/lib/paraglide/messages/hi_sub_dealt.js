/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Hi_Sub_DealtInputs */

const en_hi_sub_dealt = /** @type {(inputs: Hi_Sub_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was dealt ${i?.card}`)
};

const de_hi_sub_dealt = /** @type {(inputs: Hi_Sub_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ${i?.card} bekommen`)
};

const fr_hi_sub_dealt = /** @type {(inputs: Hi_Sub_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a reçu ${i?.card}`)
};

const es_hi_sub_dealt = /** @type {(inputs: Hi_Sub_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.name} le ha tocado ${i?.card}`)
};

/**
* | output |
* | --- |
* | "{name} was dealt {card}" |
*
* @param {Hi_Sub_DealtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_dealt = /** @type {((inputs: Hi_Sub_DealtInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_DealtInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_dealt(inputs)
	if (locale === "fr") return fr_hi_sub_dealt(inputs)
	if (locale === "es") return es_hi_sub_dealt(inputs)
	return en_hi_sub_dealt(inputs)
});