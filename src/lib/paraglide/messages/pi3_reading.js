/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pi3_ReadingInputs */

const en_pi3_reading = /** @type {(inputs: Pi3_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file…`)
};

const de_pi3_reading = /** @type {(inputs: Pi3_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei wird gelesen …`)
};

const fr_pi3_reading = /** @type {(inputs: Pi3_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture du fichier…`)
};

const es_pi3_reading = /** @type {(inputs: Pi3_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el archivo…`)
};

/**
* | output |
* | --- |
* | "Reading the file…" |
*
* @param {Pi3_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pi3_reading = /** @type {((inputs?: Pi3_ReadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pi3_ReadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pi3_reading(inputs)
	if (locale === "fr") return fr_pi3_reading(inputs)
	if (locale === "es") return es_pi3_reading(inputs)
	return en_pi3_reading(inputs)
});