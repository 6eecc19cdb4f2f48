/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Key_Next_MinusInputs */

const en_tn_np_key_next_minus = /** @type {(inputs: Tn_Np_Key_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next −`)
};

const de_tn_np_key_next_minus = /** @type {(inputs: Tn_Np_Key_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter −`)
};

const fr_tn_np_key_next_minus = /** @type {(inputs: Tn_Np_Key_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suiv. −`)
};

const es_tn_np_key_next_minus = /** @type {(inputs: Tn_Np_Key_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sig. −`)
};

/**
* | output |
* | --- |
* | "Next −" |
*
* @param {Tn_Np_Key_Next_MinusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_key_next_minus = /** @type {((inputs?: Tn_Np_Key_Next_MinusInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Key_Next_MinusInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_key_next_minus(inputs)
	if (locale === "fr") return fr_tn_np_key_next_minus(inputs)
	if (locale === "es") return es_tn_np_key_next_minus(inputs)
	return en_tn_np_key_next_minus(inputs)
});