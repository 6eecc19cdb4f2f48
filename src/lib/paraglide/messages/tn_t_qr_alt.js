/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Qr_AltInputs */

const en_tn_t_qr_alt = /** @type {(inputs: Tn_T_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code to join this table`)
};

const de_tn_t_qr_alt = /** @type {(inputs: Tn_T_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR-Code, um diesem Tisch beizutreten`)
};

const fr_tn_t_qr_alt = /** @type {(inputs: Tn_T_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code QR pour rejoindre cette table`)
};

const es_tn_t_qr_alt = /** @type {(inputs: Tn_T_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código QR para unirse a esta mesa`)
};

/**
* | output |
* | --- |
* | "QR code to join this table" |
*
* @param {Tn_T_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_qr_alt = /** @type {((inputs?: Tn_T_Qr_AltInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Qr_AltInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_qr_alt(inputs)
	if (locale === "fr") return fr_tn_t_qr_alt(inputs)
	if (locale === "es") return es_tn_t_qr_alt(inputs)
	return en_tn_t_qr_alt(inputs)
});