/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Row_Stole_OwnInputs */

const en_hi_row_stole_own = /** @type {(inputs: Hi_Row_Stole_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stole own pile`)
};

const de_hi_row_stole_own = /** @type {(inputs: Hi_Row_Stole_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eigenen Stapel gestohlen`)
};

const fr_hi_row_stole_own = /** @type {(inputs: Hi_Row_Stole_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a volé sa propre pile`)
};

const es_hi_row_stole_own = /** @type {(inputs: Hi_Row_Stole_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ha robado su propio montón`)
};

/**
* | output |
* | --- |
* | "stole own pile" |
*
* @param {Hi_Row_Stole_OwnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_stole_own = /** @type {((inputs?: Hi_Row_Stole_OwnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_Stole_OwnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_stole_own(inputs)
	if (locale === "fr") return fr_hi_row_stole_own(inputs)
	if (locale === "es") return es_hi_row_stole_own(inputs)
	return en_hi_row_stole_own(inputs)
});