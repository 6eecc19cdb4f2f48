/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Unseated_PhoneInputs */

const en_tn_t_unseated_phone = /** @type {(inputs: Tn_T_Unseated_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a phone with no player yet`)
};

const de_tn_t_unseated_phone = /** @type {(inputs: Tn_T_Unseated_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein Handy noch ohne Spieler`)
};

const fr_tn_t_unseated_phone = /** @type {(inputs: Tn_T_Unseated_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un téléphone encore sans joueur`)
};

const es_tn_t_unseated_phone = /** @type {(inputs: Tn_T_Unseated_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un móvil aún sin jugador`)
};

/**
* | output |
* | --- |
* | "a phone with no player yet" |
*
* @param {Tn_T_Unseated_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_unseated_phone = /** @type {((inputs?: Tn_T_Unseated_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Unseated_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_unseated_phone(inputs)
	if (locale === "fr") return fr_tn_t_unseated_phone(inputs)
	if (locale === "es") return es_tn_t_unseated_phone(inputs)
	return en_tn_t_unseated_phone(inputs)
});