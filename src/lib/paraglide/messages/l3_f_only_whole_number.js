/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Only_Whole_NumberInputs */

const en_l3_f_only_whole_number = /** @type {(inputs: L3_F_Only_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only whole-number exponents are supported.`)
};

const de_l3_f_only_whole_number = /** @type {(inputs: L3_F_Only_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ganzzahlige Exponenten werden unterstützt.`)
};

const fr_l3_f_only_whole_number = /** @type {(inputs: L3_F_Only_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les exposants entiers sont pris en charge.`)
};

const es_l3_f_only_whole_number = /** @type {(inputs: L3_F_Only_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se admiten exponentes enteros.`)
};

/**
* | output |
* | --- |
* | "Only whole-number exponents are supported." |
*
* @param {L3_F_Only_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_only_whole_number = /** @type {((inputs?: L3_F_Only_Whole_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Only_Whole_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_only_whole_number(inputs)
	if (locale === "fr") return fr_l3_f_only_whole_number(inputs)
	if (locale === "es") return es_l3_f_only_whole_number(inputs)
	return en_l3_f_only_whole_number(inputs)
});