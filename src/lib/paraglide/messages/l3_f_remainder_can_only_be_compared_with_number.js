/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs */

const en_l3_f_remainder_can_only_be_compared_with_number = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A remainder can only be compared with a number, as in "x mod 3 = 1".`)
};

const de_l3_f_remainder_can_only_be_compared_with_number = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Rest lässt sich nur mit einer Zahl vergleichen, wie in „x mod 3 = 1“.`)
};

const fr_l3_f_remainder_can_only_be_compared_with_number = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reste ne se compare qu’à un nombre, comme dans « x mod 3 = 1 ».`)
};

const es_l3_f_remainder_can_only_be_compared_with_number = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resto solo se puede comparar con un número, como en «x mod 3 = 1».`)
};

/**
* | output |
* | --- |
* | "A remainder can only be compared with a number, as in \"x mod 3 = 1\"." |
*
* @param {L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_can_only_be_compared_with_number = /** @type {((inputs?: L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Can_Only_Be_Compared_With_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_can_only_be_compared_with_number(inputs)
	if (locale === "fr") return fr_l3_f_remainder_can_only_be_compared_with_number(inputs)
	if (locale === "es") return es_l3_f_remainder_can_only_be_compared_with_number(inputs)
	return en_l3_f_remainder_can_only_be_compared_with_number(inputs)
});