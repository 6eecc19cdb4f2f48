/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_Expected_HereInputs */

const en_l3_f_condition_expected_here = /** @type {(inputs: L3_F_Condition_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A condition is expected here, such as "x > 3" or "x is even".`)
};

const de_l3_f_condition_expected_here = /** @type {(inputs: L3_F_Condition_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier wird eine Bedingung erwartet, etwa „x > 3“ oder „x ist gerade“.`)
};

const fr_l3_f_condition_expected_here = /** @type {(inputs: L3_F_Condition_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une condition est attendue ici, comme « x > 3 » ou « x est pair ».`)
};

const es_l3_f_condition_expected_here = /** @type {(inputs: L3_F_Condition_Expected_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí se espera una condición, como «x > 3» o «x es par».`)
};

/**
* | output |
* | --- |
* | "A condition is expected here, such as \"x > 3\" or \"x is even\"." |
*
* @param {L3_F_Condition_Expected_HereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_expected_here = /** @type {((inputs?: L3_F_Condition_Expected_HereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Expected_HereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_expected_here(inputs)
	if (locale === "fr") return fr_l3_f_condition_expected_here(inputs)
	if (locale === "es") return es_l3_f_condition_expected_here(inputs)
	return en_l3_f_condition_expected_here(inputs)
});