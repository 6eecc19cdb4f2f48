/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Key_SignInputs */

const en_tn_np_key_sign = /** @type {(inputs: Tn_Np_Key_SignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minus: turn the sign of ${i?.name}'s score`)
};

const de_tn_np_key_sign = /** @type {(inputs: Tn_Np_Key_SignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minus: Vorzeichen der Punkte von ${i?.name} umkehren`)
};

const fr_tn_np_key_sign = /** @type {(inputs: Tn_Np_Key_SignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moins : changer le signe du score de ${i?.name}`)
};

const es_tn_np_key_sign = /** @type {(inputs: Tn_Np_Key_SignInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menos: cambiar el signo de la puntuación de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Minus: turn the sign of {name}'s score" |
*
* @param {Tn_Np_Key_SignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_key_sign = /** @type {((inputs: Tn_Np_Key_SignInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Key_SignInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_key_sign(inputs)
	if (locale === "fr") return fr_tn_np_key_sign(inputs)
	if (locale === "es") return es_tn_np_key_sign(inputs)
	return en_tn_np_key_sign(inputs)
});