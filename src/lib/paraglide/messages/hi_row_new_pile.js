/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Row_New_PileInputs */

const en_hi_row_new_pile = /** @type {(inputs: Hi_Row_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new pile`)
};

const de_hi_row_new_pile = /** @type {(inputs: Hi_Row_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neuer Stapel`)
};

const fr_hi_row_new_pile = /** @type {(inputs: Hi_Row_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nouvelle pile`)
};

const es_hi_row_new_pile = /** @type {(inputs: Hi_Row_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`montón nuevo`)
};

/**
* | output |
* | --- |
* | "new pile" |
*
* @param {Hi_Row_New_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_new_pile = /** @type {((inputs?: Hi_Row_New_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_New_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_new_pile(inputs)
	if (locale === "fr") return fr_hi_row_new_pile(inputs)
	if (locale === "es") return es_hi_row_new_pile(inputs)
	return en_hi_row_new_pile(inputs)
});