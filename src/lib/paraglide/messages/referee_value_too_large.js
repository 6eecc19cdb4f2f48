/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Value_Too_LargeInputs */

const en_referee_value_too_large = /** @type {(inputs: Referee_Value_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a number too large`)
};

const de_referee_value_too_large = /** @type {(inputs: Referee_Value_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine zu große Zahl`)
};

const fr_referee_value_too_large = /** @type {(inputs: Referee_Value_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un nombre trop grand`)
};

const es_referee_value_too_large = /** @type {(inputs: Referee_Value_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un número demasiado grande`)
};

/**
* | output |
* | --- |
* | "a number too large" |
*
* @param {Referee_Value_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_value_too_large = /** @type {((inputs?: Referee_Value_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Value_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_value_too_large(inputs)
	if (locale === "fr") return fr_referee_value_too_large(inputs)
	if (locale === "es") return es_referee_value_too_large(inputs)
	return en_referee_value_too_large(inputs)
});