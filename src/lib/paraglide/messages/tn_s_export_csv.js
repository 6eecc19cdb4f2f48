/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Export_CsvInputs */

const en_tn_s_export_csv = /** @type {(inputs: Tn_S_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export rounds (CSV)`)
};

const de_tn_s_export_csv = /** @type {(inputs: Tn_S_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runden exportieren (CSV)`)
};

const fr_tn_s_export_csv = /** @type {(inputs: Tn_S_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter les manches (CSV)`)
};

const es_tn_s_export_csv = /** @type {(inputs: Tn_S_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar rondas (CSV)`)
};

/**
* | output |
* | --- |
* | "Export rounds (CSV)" |
*
* @param {Tn_S_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_export_csv = /** @type {((inputs?: Tn_S_Export_CsvInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Export_CsvInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_export_csv(inputs)
	if (locale === "fr") return fr_tn_s_export_csv(inputs)
	if (locale === "es") return es_tn_s_export_csv(inputs)
	return en_tn_s_export_csv(inputs)
});