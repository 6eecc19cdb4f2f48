/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Name_PlaceholderInputs */

const en_tn_new_name_placeholder = /** @type {(inputs: Tn_New_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friday at Sam's`)
};

const de_tn_new_name_placeholder = /** @type {(inputs: Tn_New_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freitag bei Sam`)
};

const fr_tn_new_name_placeholder = /** @type {(inputs: Tn_New_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendredi chez Sam`)
};

const es_tn_new_name_placeholder = /** @type {(inputs: Tn_New_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El viernes en casa de Sam`)
};

/**
* | output |
* | --- |
* | "Friday at Sam's" |
*
* @param {Tn_New_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_name_placeholder = /** @type {((inputs?: Tn_New_Name_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Name_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_name_placeholder(inputs)
	if (locale === "fr") return fr_tn_new_name_placeholder(inputs)
	if (locale === "es") return es_tn_new_name_placeholder(inputs)
	return en_tn_new_name_placeholder(inputs)
});