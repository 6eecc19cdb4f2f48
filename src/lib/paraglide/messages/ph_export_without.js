/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Export_WithoutInputs */

const en_ph_export_without = /** @type {(inputs: Ph_Export_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export without photos`)
};

const de_ph_export_without = /** @type {(inputs: Ph_Export_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Fotos exportieren`)
};

const fr_ph_export_without = /** @type {(inputs: Ph_Export_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter sans les photos`)
};

const es_ph_export_without = /** @type {(inputs: Ph_Export_WithoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar sin fotos`)
};

/**
* | output |
* | --- |
* | "Export without photos" |
*
* @param {Ph_Export_WithoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_export_without = /** @type {((inputs?: Ph_Export_WithoutInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Export_WithoutInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_export_without(inputs)
	if (locale === "fr") return fr_ph_export_without(inputs)
	if (locale === "es") return es_ph_export_without(inputs)
	return en_ph_export_without(inputs)
});