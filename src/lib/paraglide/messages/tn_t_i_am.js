/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_T_I_AmInputs */

const en_tn_t_i_am = /** @type {(inputs: Tn_T_I_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I am ${i?.name}`)
};

const de_tn_t_i_am = /** @type {(inputs: Tn_T_I_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ich bin ${i?.name}`)
};

const fr_tn_t_i_am = /** @type {(inputs: Tn_T_I_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je suis ${i?.name}`)
};

const es_tn_t_i_am = /** @type {(inputs: Tn_T_I_AmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Soy ${i?.name}`)
};

/**
* | output |
* | --- |
* | "I am {name}" |
*
* @param {Tn_T_I_AmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_i_am = /** @type {((inputs: Tn_T_I_AmInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_I_AmInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_i_am(inputs)
	if (locale === "fr") return fr_tn_t_i_am(inputs)
	if (locale === "es") return es_tn_t_i_am(inputs)
	return en_tn_t_i_am(inputs)
});