/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_ScoreInputs */

const en_sb_csv_score = /** @type {(inputs: Sb_Csv_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const de_sb_csv_score = /** @type {(inputs: Sb_Csv_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte`)
};

const fr_sb_csv_score = /** @type {(inputs: Sb_Csv_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

const es_sb_csv_score = /** @type {(inputs: Sb_Csv_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación`)
};

/**
* | output |
* | --- |
* | "Score" |
*
* @param {Sb_Csv_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_score = /** @type {((inputs?: Sb_Csv_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_score(inputs)
	if (locale === "fr") return fr_sb_csv_score(inputs)
	if (locale === "es") return es_sb_csv_score(inputs)
	return en_sb_csv_score(inputs)
});