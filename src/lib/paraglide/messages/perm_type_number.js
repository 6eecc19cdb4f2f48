/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Type_NumberInputs */

const en_perm_type_number = /** @type {(inputs: Perm_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a number`)
};

const de_perm_type_number = /** @type {(inputs: Perm_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahl eingeben`)
};

const fr_perm_type_number = /** @type {(inputs: Perm_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tape un numéro`)
};

const es_perm_type_number = /** @type {(inputs: Perm_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un número`)
};

/**
* | output |
* | --- |
* | "Type a number" |
*
* @param {Perm_Type_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_type_number = /** @type {((inputs?: Perm_Type_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Type_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_type_number(inputs)
	if (locale === "fr") return fr_perm_type_number(inputs)
	if (locale === "es") return es_perm_type_number(inputs)
	return en_perm_type_number(inputs)
});