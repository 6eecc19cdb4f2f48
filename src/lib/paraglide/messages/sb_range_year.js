/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Range_YearInputs */

const en_sb_range_year = /** @type {(inputs: Sb_Range_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This year`)
};

const de_sb_range_year = /** @type {(inputs: Sb_Range_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Jahr`)
};

const fr_sb_range_year = /** @type {(inputs: Sb_Range_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette année`)
};

const es_sb_range_year = /** @type {(inputs: Sb_Range_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este año`)
};

/**
* | output |
* | --- |
* | "This year" |
*
* @param {Sb_Range_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_range_year = /** @type {((inputs?: Sb_Range_YearInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Range_YearInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_range_year(inputs)
	if (locale === "fr") return fr_sb_range_year(inputs)
	if (locale === "es") return es_sb_range_year(inputs)
	return en_sb_range_year(inputs)
});