/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs */

const en_l3_f_remainder_can_only_be_compared_with_fixed = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A remainder can only be compared with a fixed number.`)
};

const de_l3_f_remainder_can_only_be_compared_with_fixed = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Rest lässt sich nur mit einer festen Zahl vergleichen.`)
};

const fr_l3_f_remainder_can_only_be_compared_with_fixed = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un reste ne se compare qu’à un nombre fixe.`)
};

const es_l3_f_remainder_can_only_be_compared_with_fixed = /** @type {(inputs: L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resto solo se puede comparar con un número fijo.`)
};

/**
* | output |
* | --- |
* | "A remainder can only be compared with a fixed number." |
*
* @param {L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainder_can_only_be_compared_with_fixed = /** @type {((inputs?: L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainder_Can_Only_Be_Compared_With_FixedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainder_can_only_be_compared_with_fixed(inputs)
	if (locale === "fr") return fr_l3_f_remainder_can_only_be_compared_with_fixed(inputs)
	if (locale === "es") return es_l3_f_remainder_can_only_be_compared_with_fixed(inputs)
	return en_l3_f_remainder_can_only_be_compared_with_fixed(inputs)
});