/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs */

const en_l3_f_remainder_can_be_checked_only_against_list = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A remainder can be checked only against a list of numbers, as in "x mod 9 ∈ ${i?.example}".`)
};

const de_l3_f_remainder_can_be_checked_only_against_list = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Rest lässt sich nur mit einer Liste von Zahlen prüfen, wie in „x mod 9 ∈ ${i?.example}“.`)
};

const fr_l3_f_remainder_can_be_checked_only_against_list = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un reste ne se vérifie qu’avec une liste de nombres, comme dans « x mod 9 ∈ ${i?.example} ».`)
};

const es_l3_f_remainder_can_be_checked_only_against_list = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un resto solo se puede comprobar con una lista de números, como en «x mod 9 ∈ ${i?.example}».`)
};

/**
* | output |
* | --- |
* | "A remainder can be checked only against a list of numbers, as in \"x mod 9 ∈ {example}\"." |
*
* @param {L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_can_be_checked_only_against_list = /** @type {((inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Can_Be_Checked_Only_Against_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_can_be_checked_only_against_list(inputs)
	if (locale === "fr") return fr_l3_f_remainder_can_be_checked_only_against_list(inputs)
	if (locale === "es") return es_l3_f_remainder_can_be_checked_only_against_list(inputs)
	return en_l3_f_remainder_can_be_checked_only_against_list(inputs)
});