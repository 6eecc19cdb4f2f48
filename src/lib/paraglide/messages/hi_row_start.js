/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Row_StartInputs */

const en_hi_row_start = /** @type {(inputs: Hi_Row_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting cards`)
};

const de_hi_row_start = /** @type {(inputs: Hi_Row_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startkarten`)
};

const fr_hi_row_start = /** @type {(inputs: Hi_Row_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes de départ`)
};

const es_hi_row_start = /** @type {(inputs: Hi_Row_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas iniciales`)
};

/**
* | output |
* | --- |
* | "Starting cards" |
*
* @param {Hi_Row_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_start = /** @type {((inputs?: Hi_Row_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_start(inputs)
	if (locale === "fr") return fr_hi_row_start(inputs)
	if (locale === "es") return es_hi_row_start(inputs)
	return en_hi_row_start(inputs)
});