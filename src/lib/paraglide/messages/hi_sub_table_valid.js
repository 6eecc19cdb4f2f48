/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Sub_Table_ValidInputs */

const en_hi_sub_table_valid = /** @type {(inputs: Hi_Sub_Table_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(the table accepted it)`)
};

const de_hi_sub_table_valid = /** @type {(inputs: Hi_Sub_Table_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vom Tisch angenommen)`)
};

const fr_hi_sub_table_valid = /** @type {(inputs: Hi_Sub_Table_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(acceptée par la table)`)
};

const es_hi_sub_table_valid = /** @type {(inputs: Hi_Sub_Table_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la mesa la ha aceptado)`)
};

/**
* | output |
* | --- |
* | "(the table accepted it)" |
*
* @param {Hi_Sub_Table_ValidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_table_valid = /** @type {((inputs?: Hi_Sub_Table_ValidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Table_ValidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_table_valid(inputs)
	if (locale === "fr") return fr_hi_sub_table_valid(inputs)
	if (locale === "es") return es_hi_sub_table_valid(inputs)
	return en_hi_sub_table_valid(inputs)
});