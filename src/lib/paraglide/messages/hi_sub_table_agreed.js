/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Sub_Table_AgreedInputs */

const en_hi_sub_table_agreed = /** @type {(inputs: Hi_Sub_Table_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(the table agreed)`)
};

const de_hi_sub_table_agreed = /** @type {(inputs: Hi_Sub_Table_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(der Tisch war einverstanden)`)
};

const fr_hi_sub_table_agreed = /** @type {(inputs: Hi_Sub_Table_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la table était d’accord)`)
};

const es_hi_sub_table_agreed = /** @type {(inputs: Hi_Sub_Table_AgreedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la mesa estaba de acuerdo)`)
};

/**
* | output |
* | --- |
* | "(the table agreed)" |
*
* @param {Hi_Sub_Table_AgreedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_table_agreed = /** @type {((inputs?: Hi_Sub_Table_AgreedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Table_AgreedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_table_agreed(inputs)
	if (locale === "fr") return fr_hi_sub_table_agreed(inputs)
	if (locale === "es") return es_hi_sub_table_agreed(inputs)
	return en_hi_sub_table_agreed(inputs)
});