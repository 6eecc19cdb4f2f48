/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_RoundInputs */

const en_sb_csv_round = /** @type {(inputs: Sb_Csv_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round`)
};

const de_sb_csv_round = /** @type {(inputs: Sb_Csv_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde`)
};

const fr_sb_csv_round = /** @type {(inputs: Sb_Csv_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche`)
};

const es_sb_csv_round = /** @type {(inputs: Sb_Csv_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronda`)
};

/**
* | output |
* | --- |
* | "Round" |
*
* @param {Sb_Csv_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_round = /** @type {((inputs?: Sb_Csv_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_round(inputs)
	if (locale === "fr") return fr_sb_csv_round(inputs)
	if (locale === "es") return es_sb_csv_round(inputs)
	return en_sb_csv_round(inputs)
});