/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_RationalsInputs */

const en_sub_of_kind_rationals = /** @type {(inputs: Sub_Of_Kind_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of rational numbers`)
};

const de_sub_of_kind_rationals = /** @type {(inputs: Sub_Of_Kind_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von rationalen Zahlen`)
};

const fr_sub_of_kind_rationals = /** @type {(inputs: Sub_Of_Kind_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de nombres rationnels`)
};

const es_sub_of_kind_rationals = /** @type {(inputs: Sub_Of_Kind_RationalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de números racionales`)
};

/**
* | output |
* | --- |
* | "of rational numbers" |
*
* @param {Sub_Of_Kind_RationalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_rationals = /** @type {((inputs?: Sub_Of_Kind_RationalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_RationalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_rationals(inputs)
	if (locale === "fr") return fr_sub_of_kind_rationals(inputs)
	if (locale === "es") return es_sub_of_kind_rationals(inputs)
	return en_sub_of_kind_rationals(inputs)
});