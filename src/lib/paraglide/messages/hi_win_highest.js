/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Win_HighestInputs */

const en_hi_win_highest = /** @type {(inputs: Hi_Win_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`highest total wins`)
};

const de_hi_win_highest = /** @type {(inputs: Hi_Win_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die höchste Summe gewinnt`)
};

const fr_hi_win_highest = /** @type {(inputs: Hi_Win_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le total le plus haut gagne`)
};

const es_hi_win_highest = /** @type {(inputs: Hi_Win_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gana el total más alto`)
};

/**
* | output |
* | --- |
* | "highest total wins" |
*
* @param {Hi_Win_HighestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_win_highest = /** @type {((inputs?: Hi_Win_HighestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Win_HighestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_win_highest(inputs)
	if (locale === "fr") return fr_hi_win_highest(inputs)
	if (locale === "es") return es_hi_win_highest(inputs)
	return en_hi_win_highest(inputs)
});