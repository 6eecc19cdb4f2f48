/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Number_Not_DecimalInputs */

const en_tr_number_not_decimal = /** @type {(inputs: Tr_Number_Not_DecimalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each integer must be a decimal string such as "-12".`)
};

const de_tr_number_not_decimal = /** @type {(inputs: Tr_Number_Not_DecimalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede ganze Zahl muss als Dezimaltext wie „-12“ angegeben werden.`)
};

const fr_tr_number_not_decimal = /** @type {(inputs: Tr_Number_Not_DecimalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque entier doit être écrit en décimal, comme « -12 ».`)
};

const es_tr_number_not_decimal = /** @type {(inputs: Tr_Number_Not_DecimalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada entero debe escribirse en decimal, como «-12».`)
};

/**
* | output |
* | --- |
* | "Each integer must be a decimal string such as \"-12\"." |
*
* @param {Tr_Number_Not_DecimalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_not_decimal = /** @type {((inputs?: Tr_Number_Not_DecimalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_Not_DecimalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_not_decimal(inputs)
	if (locale === "fr") return fr_tr_number_not_decimal(inputs)
	if (locale === "es") return es_tr_number_not_decimal(inputs)
	return en_tr_number_not_decimal(inputs)
});