/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_StartInputs */

const en_sb_csv_start = /** @type {(inputs: Sb_Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const de_sb_csv_start = /** @type {(inputs: Sb_Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const fr_sb_csv_start = /** @type {(inputs: Sb_Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Départ`)
};

const es_sb_csv_start = /** @type {(inputs: Sb_Csv_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

/**
* | output |
* | --- |
* | "Start" |
*
* @param {Sb_Csv_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_start = /** @type {((inputs?: Sb_Csv_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_start(inputs)
	if (locale === "fr") return fr_sb_csv_start(inputs)
	if (locale === "es") return es_sb_csv_start(inputs)
	return en_sb_csv_start(inputs)
});