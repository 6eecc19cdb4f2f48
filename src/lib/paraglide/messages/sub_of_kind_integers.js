/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_IntegersInputs */

const en_sub_of_kind_integers = /** @type {(inputs: Sub_Of_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of integers`)
};

const de_sub_of_kind_integers = /** @type {(inputs: Sub_Of_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von ganzen Zahlen`)
};

const fr_sub_of_kind_integers = /** @type {(inputs: Sub_Of_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’entiers`)
};

const es_sub_of_kind_integers = /** @type {(inputs: Sub_Of_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de números enteros`)
};

/**
* | output |
* | --- |
* | "of integers" |
*
* @param {Sub_Of_Kind_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_integers = /** @type {((inputs?: Sub_Of_Kind_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_integers(inputs)
	if (locale === "fr") return fr_sub_of_kind_integers(inputs)
	if (locale === "es") return es_sub_of_kind_integers(inputs)
	return en_sub_of_kind_integers(inputs)
});