/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Many_RedInputs */

const en_perm_many_red = /** @type {(inputs: Perm_Many_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`red`)
};

const de_perm_many_red = /** @type {(inputs: Perm_Many_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rote`)
};

const fr_perm_many_red = /** @type {(inputs: Perm_Many_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rouges`)
};

const es_perm_many_red = /** @type {(inputs: Perm_Many_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rojas`)
};

/**
* | output |
* | --- |
* | "red" |
*
* @param {Perm_Many_RedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_many_red = /** @type {((inputs?: Perm_Many_RedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Many_RedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_many_red(inputs)
	if (locale === "fr") return fr_perm_many_red(inputs)
	if (locale === "es") return es_perm_many_red(inputs)
	return en_perm_many_red(inputs)
});