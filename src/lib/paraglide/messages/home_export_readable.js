/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Export_ReadableInputs */

const en_home_export_readable = /** @type {(inputs: Home_Export_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export what can still be read`)
};

const de_home_export_readable = /** @type {(inputs: Home_Export_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportieren, was sich noch lesen lässt`)
};

const fr_home_export_readable = /** @type {(inputs: Home_Export_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter ce qui peut encore être lu`)
};

const es_home_export_readable = /** @type {(inputs: Home_Export_ReadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar lo que aún se puede leer`)
};

/**
* | output |
* | --- |
* | "Export what can still be read" |
*
* @param {Home_Export_ReadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_export_readable = /** @type {((inputs?: Home_Export_ReadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Export_ReadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_export_readable(inputs)
	if (locale === "fr") return fr_home_export_readable(inputs)
	if (locale === "es") return es_home_export_readable(inputs)
	return en_home_export_readable(inputs)
});