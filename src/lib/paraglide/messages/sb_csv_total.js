/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_TotalInputs */

const en_sb_csv_total = /** @type {(inputs: Sb_Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const de_sb_csv_total = /** @type {(inputs: Sb_Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summe`)
};

const fr_sb_csv_total = /** @type {(inputs: Sb_Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_sb_csv_total = /** @type {(inputs: Sb_Csv_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Sb_Csv_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_total = /** @type {((inputs?: Sb_Csv_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_total(inputs)
	if (locale === "fr") return fr_sb_csv_total(inputs)
	if (locale === "es") return es_sb_csv_total(inputs)
	return en_sb_csv_total(inputs)
});