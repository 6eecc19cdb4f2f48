/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_PlaceInputs */

const en_sb_csv_place = /** @type {(inputs: Sb_Csv_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const de_sb_csv_place = /** @type {(inputs: Sb_Csv_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz`)
};

const fr_sb_csv_place = /** @type {(inputs: Sb_Csv_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

const es_sb_csv_place = /** @type {(inputs: Sb_Csv_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puesto`)
};

/**
* | output |
* | --- |
* | "Place" |
*
* @param {Sb_Csv_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_place = /** @type {((inputs?: Sb_Csv_PlaceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_PlaceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_place(inputs)
	if (locale === "fr") return fr_sb_csv_place(inputs)
	if (locale === "es") return es_sb_csv_place(inputs)
	return en_sb_csv_place(inputs)
});