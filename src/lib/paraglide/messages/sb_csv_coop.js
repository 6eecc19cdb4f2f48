/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_CoopInputs */

const en_sb_csv_coop = /** @type {(inputs: Sb_Csv_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-op`)
};

const de_sb_csv_coop = /** @type {(inputs: Sb_Csv_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kooperativ`)
};

const fr_sb_csv_coop = /** @type {(inputs: Sb_Csv_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coopératif`)
};

const es_sb_csv_coop = /** @type {(inputs: Sb_Csv_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cooperativo`)
};

/**
* | output |
* | --- |
* | "Co-op" |
*
* @param {Sb_Csv_CoopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_coop = /** @type {((inputs?: Sb_Csv_CoopInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_CoopInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_coop(inputs)
	if (locale === "fr") return fr_sb_csv_coop(inputs)
	if (locale === "es") return es_sb_csv_coop(inputs)
	return en_sb_csv_coop(inputs)
});