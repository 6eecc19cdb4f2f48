/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_No_ScoreInputs */

const en_sb_no_score = /** @type {(inputs: Sb_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no score counted`)
};

const de_sb_no_score = /** @type {(inputs: Sb_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine Punkte gezählt`)
};

const fr_sb_no_score = /** @type {(inputs: Sb_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun score compté`)
};

const es_sb_no_score = /** @type {(inputs: Sb_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna puntuación contada`)
};

/**
* | output |
* | --- |
* | "no score counted" |
*
* @param {Sb_No_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_no_score = /** @type {((inputs?: Sb_No_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_No_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_no_score(inputs)
	if (locale === "fr") return fr_sb_no_score(inputs)
	if (locale === "es") return es_sb_no_score(inputs)
	return en_sb_no_score(inputs)
});