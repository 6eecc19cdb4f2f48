/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Np_Sign_OfInputs */

const en_tn_np_sign_of = /** @type {(inputs: Tn_Np_Sign_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turn the sign of ${i?.name}'s score`)
};

const de_tn_np_sign_of = /** @type {(inputs: Tn_Np_Sign_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorzeichen der Punkte von ${i?.name} umkehren`)
};

const fr_tn_np_sign_of = /** @type {(inputs: Tn_Np_Sign_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changer le signe du score de ${i?.name}`)
};

const es_tn_np_sign_of = /** @type {(inputs: Tn_Np_Sign_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiar el signo de la puntuación de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Turn the sign of {name}'s score" |
*
* @param {Tn_Np_Sign_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_sign_of = /** @type {((inputs: Tn_Np_Sign_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Sign_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_sign_of(inputs)
	if (locale === "fr") return fr_tn_np_sign_of(inputs)
	if (locale === "es") return es_tn_np_sign_of(inputs)
	return en_tn_np_sign_of(inputs)
});