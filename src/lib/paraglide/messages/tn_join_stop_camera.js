/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Join_Stop_CameraInputs */

const en_tn_join_stop_camera = /** @type {(inputs: Tn_Join_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the camera`)
};

const de_tn_join_stop_camera = /** @type {(inputs: Tn_Join_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamera ausschalten`)
};

const fr_tn_join_stop_camera = /** @type {(inputs: Tn_Join_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrêter la caméra`)
};

const es_tn_join_stop_camera = /** @type {(inputs: Tn_Join_Stop_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detener la cámara`)
};

/**
* | output |
* | --- |
* | "Stop the camera" |
*
* @param {Tn_Join_Stop_CameraInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_join_stop_camera = /** @type {((inputs?: Tn_Join_Stop_CameraInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Join_Stop_CameraInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_join_stop_camera(inputs)
	if (locale === "fr") return fr_tn_join_stop_camera(inputs)
	if (locale === "es") return es_tn_join_stop_camera(inputs)
	return en_tn_join_stop_camera(inputs)
});