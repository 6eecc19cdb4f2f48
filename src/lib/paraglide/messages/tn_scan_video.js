/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Scan_VideoInputs */

const en_tn_scan_video = /** @type {(inputs: Tn_Scan_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camera picture for the QR code`)
};

const de_tn_scan_video = /** @type {(inputs: Tn_Scan_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamerabild für den QR-Code`)
};

const fr_tn_scan_video = /** @type {(inputs: Tn_Scan_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de la caméra pour le code QR`)
};

const es_tn_scan_video = /** @type {(inputs: Tn_Scan_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de la cámara para el código QR`)
};

/**
* | output |
* | --- |
* | "Camera picture for the QR code" |
*
* @param {Tn_Scan_VideoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_scan_video = /** @type {((inputs?: Tn_Scan_VideoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Scan_VideoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_scan_video(inputs)
	if (locale === "fr") return fr_tn_scan_video(inputs)
	if (locale === "es") return es_tn_scan_video(inputs)
	return en_tn_scan_video(inputs)
});