/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Same_SetInputs */

const en_sub_same_set = /** @type {(inputs: Sub_Same_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A and S are the same set.`)
};

const de_sub_same_set = /** @type {(inputs: Sub_Same_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A und S sind dieselbe Menge.`)
};

const fr_sub_same_set = /** @type {(inputs: Sub_Same_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A et S sont le même ensemble.`)
};

const es_sub_same_set = /** @type {(inputs: Sub_Same_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A y S son el mismo conjunto.`)
};

/**
* | output |
* | --- |
* | "A and S are the same set." |
*
* @param {Sub_Same_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_same_set = /** @type {((inputs?: Sub_Same_SetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Same_SetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_same_set(inputs)
	if (locale === "fr") return fr_sub_same_set(inputs)
	if (locale === "es") return es_sub_same_set(inputs)
	return en_sub_same_set(inputs)
});