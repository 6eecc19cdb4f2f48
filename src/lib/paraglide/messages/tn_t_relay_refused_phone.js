/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Relay_Refused_PhoneInputs */

const en_tn_t_relay_refused_phone = /** @type {(inputs: Tn_T_Relay_Refused_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the relay refused this phone.`)
};

const de_tn_t_relay_refused_phone = /** @type {(inputs: Tn_T_Relay_Refused_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Relay hat dieses Handy abgelehnt.`)
};

const fr_tn_t_relay_refused_phone = /** @type {(inputs: Tn_T_Relay_Refused_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le relais a refusé ce téléphone.`)
};

const es_tn_t_relay_refused_phone = /** @type {(inputs: Tn_T_Relay_Refused_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el relé ha rechazado este móvil.`)
};

/**
* | output |
* | --- |
* | "the relay refused this phone." |
*
* @param {Tn_T_Relay_Refused_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_relay_refused_phone = /** @type {((inputs?: Tn_T_Relay_Refused_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Relay_Refused_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_relay_refused_phone(inputs)
	if (locale === "fr") return fr_tn_t_relay_refused_phone(inputs)
	if (locale === "es") return es_tn_t_relay_refused_phone(inputs)
	return en_tn_t_relay_refused_phone(inputs)
});