/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Constant_E_NotInputs */

const en_l3_f_constant_e_not = /** @type {(inputs: L3_F_Constant_E_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The constant e is not supported yet.`)
};

const de_l3_f_constant_e_not = /** @type {(inputs: L3_F_Constant_E_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Konstante e wird noch nicht unterstützt.`)
};

const fr_l3_f_constant_e_not = /** @type {(inputs: L3_F_Constant_E_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La constante e n’est pas encore prise en charge.`)
};

const es_l3_f_constant_e_not = /** @type {(inputs: L3_F_Constant_E_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La constante e todavía no se admite.`)
};

/**
* | output |
* | --- |
* | "The constant e is not supported yet." |
*
* @param {L3_F_Constant_E_NotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_constant_e_not = /** @type {((inputs?: L3_F_Constant_E_NotInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Constant_E_NotInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_constant_e_not(inputs)
	if (locale === "fr") return fr_l3_f_constant_e_not(inputs)
	if (locale === "es") return es_l3_f_constant_e_not(inputs)
	return en_l3_f_constant_e_not(inputs)
});