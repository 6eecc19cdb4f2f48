/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Typing_For_BlankInputs */

const en_tn_np_typing_for_blank = /** @type {(inputs: Tn_Np_Typing_For_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typing for ${i?.name}; a blank is 0.`)
};

const de_tn_np_typing_for_blank = /** @type {(inputs: Tn_Np_Typing_For_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingabe für ${i?.name}; leer zählt als 0.`)
};

const fr_tn_np_typing_for_blank = /** @type {(inputs: Tn_Np_Typing_For_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisie pour ${i?.name} ; une case vide vaut 0.`)
};

const es_tn_np_typing_for_blank = /** @type {(inputs: Tn_Np_Typing_For_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribiendo para ${i?.name}; vacío cuenta como 0.`)
};

/**
* | output |
* | --- |
* | "Typing for {name}; a blank is 0." |
*
* @param {Tn_Np_Typing_For_BlankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_typing_for_blank = /** @type {((inputs: Tn_Np_Typing_For_BlankInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Typing_For_BlankInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_typing_for_blank(inputs)
	if (locale === "fr") return fr_tn_np_typing_for_blank(inputs)
	if (locale === "es") return es_tn_np_typing_for_blank(inputs)
	return en_tn_np_typing_for_blank(inputs)
});