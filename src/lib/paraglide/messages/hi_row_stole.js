/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Row_StoleInputs */

const en_hi_row_stole = /** @type {(inputs: Hi_Row_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`stole ${i?.name}’s pile`)
};

const de_hi_row_stole = /** @type {(inputs: Hi_Row_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel von ${i?.name} gestohlen`)
};

const fr_hi_row_stole = /** @type {(inputs: Hi_Row_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a volé la pile de ${i?.name}`)
};

const es_hi_row_stole = /** @type {(inputs: Hi_Row_StoleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ha robado el montón de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "stole {name}’s pile" |
*
* @param {Hi_Row_StoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_stole = /** @type {((inputs: Hi_Row_StoleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_StoleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_stole(inputs)
	if (locale === "fr") return fr_hi_row_stole(inputs)
	if (locale === "es") return es_hi_row_stole(inputs)
	return en_hi_row_stole(inputs)
});