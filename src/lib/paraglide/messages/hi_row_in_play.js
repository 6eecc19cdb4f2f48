/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Row_In_PlayInputs */

const en_hi_row_in_play = /** @type {(inputs: Hi_Row_In_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in play`)
};

const de_hi_row_in_play = /** @type {(inputs: Hi_Row_In_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`im Spiel`)
};

const fr_hi_row_in_play = /** @type {(inputs: Hi_Row_In_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en jeu`)
};

const es_hi_row_in_play = /** @type {(inputs: Hi_Row_In_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en juego`)
};

/**
* | output |
* | --- |
* | "in play" |
*
* @param {Hi_Row_In_PlayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_in_play = /** @type {((inputs?: Hi_Row_In_PlayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_In_PlayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_in_play(inputs)
	if (locale === "fr") return fr_hi_row_in_play(inputs)
	if (locale === "es") return es_hi_row_in_play(inputs)
	return en_hi_row_in_play(inputs)
});