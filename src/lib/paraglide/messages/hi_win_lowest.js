/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Win_LowestInputs */

const en_hi_win_lowest = /** @type {(inputs: Hi_Win_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lowest total wins`)
};

const de_hi_win_lowest = /** @type {(inputs: Hi_Win_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die niedrigste Summe gewinnt`)
};

const fr_hi_win_lowest = /** @type {(inputs: Hi_Win_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le total le plus bas gagne`)
};

const es_hi_win_lowest = /** @type {(inputs: Hi_Win_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gana el total más bajo`)
};

/**
* | output |
* | --- |
* | "lowest total wins" |
*
* @param {Hi_Win_LowestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_win_lowest = /** @type {((inputs?: Hi_Win_LowestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Win_LowestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_win_lowest(inputs)
	if (locale === "fr") return fr_hi_win_lowest(inputs)
	if (locale === "es") return es_hi_win_lowest(inputs)
	return en_hi_win_lowest(inputs)
});