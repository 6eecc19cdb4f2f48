/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Sub_Table_ErrorInputs */

const en_hi_sub_table_error = /** @type {(inputs: Hi_Sub_Table_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(the table ruled it an error)`)
};

const de_hi_sub_table_error = /** @type {(inputs: Hi_Sub_Table_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vom Tisch als Fehler gewertet)`)
};

const fr_hi_sub_table_error = /** @type {(inputs: Hi_Sub_Table_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(jugée erreur par la table)`)
};

const es_hi_sub_table_error = /** @type {(inputs: Hi_Sub_Table_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la mesa la ha declarado error)`)
};

/**
* | output |
* | --- |
* | "(the table ruled it an error)" |
*
* @param {Hi_Sub_Table_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_table_error = /** @type {((inputs?: Hi_Sub_Table_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Table_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_table_error(inputs)
	if (locale === "fr") return fr_hi_sub_table_error(inputs)
	if (locale === "es") return es_hi_sub_table_error(inputs)
	return en_hi_sub_table_error(inputs)
});