/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ predicate: NonNullable<unknown> }} L3_F_Only_Numbers_Can_BeInputs */

const en_l3_f_only_numbers_can_be = /** @type {(inputs: L3_F_Only_Numbers_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only numbers can be ${i?.predicate}.`)
};

const de_l3_f_only_numbers_can_be = /** @type {(inputs: L3_F_Only_Numbers_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nur Zahlen können ${i?.predicate} sein.`)
};

const fr_l3_f_only_numbers_can_be = /** @type {(inputs: L3_F_Only_Numbers_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seuls des nombres peuvent être ${i?.predicate}.`)
};

const es_l3_f_only_numbers_can_be = /** @type {(inputs: L3_F_Only_Numbers_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo los números pueden ser ${i?.predicate}.`)
};

/**
* | output |
* | --- |
* | "Only numbers can be {predicate}." |
*
* @param {L3_F_Only_Numbers_Can_BeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_only_numbers_can_be = /** @type {((inputs: L3_F_Only_Numbers_Can_BeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Only_Numbers_Can_BeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_only_numbers_can_be(inputs)
	if (locale === "fr") return fr_l3_f_only_numbers_can_be(inputs)
	if (locale === "es") return es_l3_f_only_numbers_can_be(inputs)
	return en_l3_f_only_numbers_can_be(inputs)
});