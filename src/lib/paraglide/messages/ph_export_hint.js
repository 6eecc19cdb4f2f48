/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Export_HintInputs */

const en_ph_export_hint = /** @type {(inputs: Ph_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A backup holds the photos too; without them the file is smaller.`)
};

const de_ph_export_hint = /** @type {(inputs: Ph_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Sicherung enthält auch die Fotos; ohne sie ist die Datei kleiner.`)
};

const fr_ph_export_hint = /** @type {(inputs: Ph_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une sauvegarde contient aussi les photos ; sans elles, le fichier est plus petit.`)
};

const es_ph_export_hint = /** @type {(inputs: Ph_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una copia de seguridad incluye también las fotos; sin ellas, el archivo es más pequeño.`)
};

/**
* | output |
* | --- |
* | "A backup holds the photos too; without them the file is smaller." |
*
* @param {Ph_Export_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_export_hint = /** @type {((inputs?: Ph_Export_HintInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Export_HintInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_export_hint(inputs)
	if (locale === "fr") return fr_ph_export_hint(inputs)
	if (locale === "es") return es_ph_export_hint(inputs)
	return en_ph_export_hint(inputs)
});