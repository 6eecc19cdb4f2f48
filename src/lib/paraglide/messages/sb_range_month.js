/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Range_MonthInputs */

const en_sb_range_month = /** @type {(inputs: Sb_Range_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

const de_sb_range_month = /** @type {(inputs: Sb_Range_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Monat`)
};

const fr_sb_range_month = /** @type {(inputs: Sb_Range_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce mois-ci`)
};

const es_sb_range_month = /** @type {(inputs: Sb_Range_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este mes`)
};

/**
* | output |
* | --- |
* | "This month" |
*
* @param {Sb_Range_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_range_month = /** @type {((inputs?: Sb_Range_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Range_MonthInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_range_month(inputs)
	if (locale === "fr") return fr_sb_range_month(inputs)
	if (locale === "es") return es_sb_range_month(inputs)
	return en_sb_range_month(inputs)
});