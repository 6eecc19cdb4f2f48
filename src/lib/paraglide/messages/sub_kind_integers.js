/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Kind_IntegersInputs */

const en_sub_kind_integers = /** @type {(inputs: Sub_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`integers`)
};

const de_sub_kind_integers = /** @type {(inputs: Sub_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganzen Zahlen`)
};

const fr_sub_kind_integers = /** @type {(inputs: Sub_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entiers`)
};

const es_sub_kind_integers = /** @type {(inputs: Sub_Kind_IntegersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números enteros`)
};

/**
* | output |
* | --- |
* | "integers" |
*
* @param {Sub_Kind_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_kind_integers = /** @type {((inputs?: Sub_Kind_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Kind_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_kind_integers(inputs)
	if (locale === "fr") return fr_sub_kind_integers(inputs)
	if (locale === "es") return es_sub_kind_integers(inputs)
	return en_sub_kind_integers(inputs)
});