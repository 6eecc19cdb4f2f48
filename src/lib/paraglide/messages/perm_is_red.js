/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Is_RedInputs */

const en_perm_is_red = /** @type {(inputs: Perm_Is_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`red`)
};

const de_perm_is_red = /** @type {(inputs: Perm_Is_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rot`)
};

const fr_perm_is_red = /** @type {(inputs: Perm_Is_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rouge`)
};

const es_perm_is_red = /** @type {(inputs: Perm_Is_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`roja`)
};

/**
* | output |
* | --- |
* | "red" |
*
* @param {Perm_Is_RedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_is_red = /** @type {((inputs?: Perm_Is_RedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Is_RedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_is_red(inputs)
	if (locale === "fr") return fr_perm_is_red(inputs)
	if (locale === "es") return es_perm_is_red(inputs)
	return en_perm_is_red(inputs)
});