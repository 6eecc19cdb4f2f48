/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Typing_ForInputs */

const en_tn_np_typing_for = /** @type {(inputs: Tn_Np_Typing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typing for ${i?.name}.`)
};

const de_tn_np_typing_for = /** @type {(inputs: Tn_Np_Typing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingabe für ${i?.name}.`)
};

const fr_tn_np_typing_for = /** @type {(inputs: Tn_Np_Typing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisie pour ${i?.name}.`)
};

const es_tn_np_typing_for = /** @type {(inputs: Tn_Np_Typing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribiendo para ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Typing for {name}." |
*
* @param {Tn_Np_Typing_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_typing_for = /** @type {((inputs: Tn_Np_Typing_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Typing_ForInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_typing_for(inputs)
	if (locale === "fr") return fr_tn_np_typing_for(inputs)
	if (locale === "es") return es_tn_np_typing_for(inputs)
	return en_tn_np_typing_for(inputs)
});