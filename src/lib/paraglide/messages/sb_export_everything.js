/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Export_EverythingInputs */

const en_sb_export_everything = /** @type {(inputs: Sb_Export_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export everything`)
};

const de_sb_export_everything = /** @type {(inputs: Sb_Export_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles exportieren`)
};

const fr_sb_export_everything = /** @type {(inputs: Sb_Export_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout exporter`)
};

const es_sb_export_everything = /** @type {(inputs: Sb_Export_EverythingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar todo`)
};

/**
* | output |
* | --- |
* | "Export everything" |
*
* @param {Sb_Export_EverythingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_export_everything = /** @type {((inputs?: Sb_Export_EverythingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Export_EverythingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_export_everything(inputs)
	if (locale === "fr") return fr_sb_export_everything(inputs)
	if (locale === "es") return es_sb_export_everything(inputs)
	return en_sb_export_everything(inputs)
});