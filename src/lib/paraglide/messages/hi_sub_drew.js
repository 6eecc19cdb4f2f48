/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Hi_Sub_DrewInputs */

const en_hi_sub_drew = /** @type {(inputs: Hi_Sub_DrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} drew ${i?.card}`)
};

const de_hi_sub_drew = /** @type {(inputs: Hi_Sub_DrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ${i?.card} gezogen`)
};

const fr_hi_sub_drew = /** @type {(inputs: Hi_Sub_DrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a pioché ${i?.card}`)
};

const es_hi_sub_drew = /** @type {(inputs: Hi_Sub_DrewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha robado ${i?.card}`)
};

/**
* | output |
* | --- |
* | "{name} drew {card}" |
*
* @param {Hi_Sub_DrewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_drew = /** @type {((inputs: Hi_Sub_DrewInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_DrewInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_drew(inputs)
	if (locale === "fr") return fr_hi_sub_drew(inputs)
	if (locale === "es") return es_hi_sub_drew(inputs)
	return en_hi_sub_drew(inputs)
});