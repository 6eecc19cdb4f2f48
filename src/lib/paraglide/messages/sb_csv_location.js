/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_LocationInputs */

const en_sb_csv_location = /** @type {(inputs: Sb_Csv_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

const de_sb_csv_location = /** @type {(inputs: Sb_Csv_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

const fr_sb_csv_location = /** @type {(inputs: Sb_Csv_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_sb_csv_location = /** @type {(inputs: Sb_Csv_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

/**
* | output |
* | --- |
* | "Location" |
*
* @param {Sb_Csv_LocationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_location = /** @type {((inputs?: Sb_Csv_LocationInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_LocationInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_location(inputs)
	if (locale === "fr") return fr_sb_csv_location(inputs)
	if (locale === "es") return es_sb_csv_location(inputs)
	return en_sb_csv_location(inputs)
});