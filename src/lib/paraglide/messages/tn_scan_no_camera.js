/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Scan_No_CameraInputs */

const en_tn_scan_no_camera = /** @type {(inputs: Tn_Scan_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The camera could not be opened. Allow the camera for this page, or type the code instead.`)
};

const de_tn_scan_no_camera = /** @type {(inputs: Tn_Scan_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Kamera ließ sich nicht öffnen. Erlaube die Kamera für diese Seite oder tippe stattdessen den Code ab.`)
};

const fr_tn_scan_no_camera = /** @type {(inputs: Tn_Scan_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’ouvrir la caméra. Autorisez la caméra pour cette page, ou tapez plutôt le code.`)
};

const es_tn_scan_no_camera = /** @type {(inputs: Tn_Scan_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido abrir la cámara. Permite la cámara en esta página o escribe el código.`)
};

/**
* | output |
* | --- |
* | "The camera could not be opened. Allow the camera for this page, or type the code instead." |
*
* @param {Tn_Scan_No_CameraInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_scan_no_camera = /** @type {((inputs?: Tn_Scan_No_CameraInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Scan_No_CameraInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_scan_no_camera(inputs)
	if (locale === "fr") return fr_tn_scan_no_camera(inputs)
	if (locale === "es") return es_tn_scan_no_camera(inputs)
	return en_tn_scan_no_camera(inputs)
});