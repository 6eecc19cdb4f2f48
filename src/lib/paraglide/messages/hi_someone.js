/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_SomeoneInputs */

const en_hi_someone = /** @type {(inputs: Hi_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone`)
};

const de_hi_someone = /** @type {(inputs: Hi_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand`)
};

const fr_hi_someone = /** @type {(inputs: Hi_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un`)
};

const es_hi_someone = /** @type {(inputs: Hi_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien`)
};

/**
* | output |
* | --- |
* | "Someone" |
*
* @param {Hi_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_someone = /** @type {((inputs?: Hi_SomeoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_SomeoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_someone(inputs)
	if (locale === "fr") return fr_hi_someone(inputs)
	if (locale === "es") return es_hi_someone(inputs)
	return en_hi_someone(inputs)
});