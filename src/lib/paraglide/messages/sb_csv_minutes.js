/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_MinutesInputs */

const en_sb_csv_minutes = /** @type {(inputs: Sb_Csv_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes`)
};

const de_sb_csv_minutes = /** @type {(inputs: Sb_Csv_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minuten`)
};

const fr_sb_csv_minutes = /** @type {(inputs: Sb_Csv_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes`)
};

const es_sb_csv_minutes = /** @type {(inputs: Sb_Csv_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutos`)
};

/**
* | output |
* | --- |
* | "Minutes" |
*
* @param {Sb_Csv_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_minutes = /** @type {((inputs?: Sb_Csv_MinutesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_MinutesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_minutes(inputs)
	if (locale === "fr") return fr_sb_csv_minutes(inputs)
	if (locale === "es") return es_sb_csv_minutes(inputs)
	return en_sb_csv_minutes(inputs)
});