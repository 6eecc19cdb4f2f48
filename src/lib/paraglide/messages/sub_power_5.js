/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Power_5Inputs */

const en_sub_power_5 = /** @type {(inputs: Sub_Power_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fifth power`)
};

const de_sub_power_5 = /** @type {(inputs: Sub_Power_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fünfte Potenz`)
};

const fr_sub_power_5 = /** @type {(inputs: Sub_Power_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cinquième`)
};

const es_sub_power_5 = /** @type {(inputs: Sub_Power_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quinta`)
};

/**
* | output |
* | --- |
* | "fifth power" |
*
* @param {Sub_Power_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_5 = /** @type {((inputs?: Sub_Power_5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_5Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_5(inputs)
	if (locale === "fr") return fr_sub_power_5(inputs)
	if (locale === "es") return es_sub_power_5(inputs)
	return en_sub_power_5(inputs)
});