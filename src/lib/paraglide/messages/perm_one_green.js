/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_One_GreenInputs */

const en_perm_one_green = /** @type {(inputs: Perm_One_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`green`)
};

const de_perm_one_green = /** @type {(inputs: Perm_One_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`grüne`)
};

const fr_perm_one_green = /** @type {(inputs: Perm_One_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verte`)
};

const es_perm_one_green = /** @type {(inputs: Perm_One_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verde`)
};

/**
* | output |
* | --- |
* | "green" |
*
* @param {Perm_One_GreenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_one_green = /** @type {((inputs?: Perm_One_GreenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_One_GreenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_one_green(inputs)
	if (locale === "fr") return fr_perm_one_green(inputs)
	if (locale === "es") return es_perm_one_green(inputs)
	return en_perm_one_green(inputs)
});