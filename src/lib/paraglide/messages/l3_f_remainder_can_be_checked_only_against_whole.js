/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs */

const en_l3_f_remainder_can_be_checked_only_against_whole = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A remainder can be checked only against whole numbers and fractions.`)
};

const de_l3_f_remainder_can_be_checked_only_against_whole = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Rest lässt sich nur mit ganzen Zahlen und Brüchen prüfen.`)
};

const fr_l3_f_remainder_can_be_checked_only_against_whole = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reste ne se vérifie qu’avec des entiers et des fractions.`)
};

const es_l3_f_remainder_can_be_checked_only_against_whole = /** @type {(inputs: L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resto solo se puede comprobar con números enteros y fracciones.`)
};

/**
* | output |
* | --- |
* | "A remainder can be checked only against whole numbers and fractions." |
*
* @param {L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_can_be_checked_only_against_whole = /** @type {((inputs?: L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Can_Be_Checked_Only_Against_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_can_be_checked_only_against_whole(inputs)
	if (locale === "fr") return fr_l3_f_remainder_can_be_checked_only_against_whole(inputs)
	if (locale === "es") return es_l3_f_remainder_can_be_checked_only_against_whole(inputs)
	return en_l3_f_remainder_can_be_checked_only_against_whole(inputs)
});