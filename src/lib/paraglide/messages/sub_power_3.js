/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Power_3Inputs */

const en_sub_power_3 = /** @type {(inputs: Sub_Power_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cube`)
};

const de_sub_power_3 = /** @type {(inputs: Sub_Power_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dritte Potenz`)
};

const fr_sub_power_3 = /** @type {(inputs: Sub_Power_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`troisième`)
};

const es_sub_power_3 = /** @type {(inputs: Sub_Power_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tercera`)
};

/**
* | output |
* | --- |
* | "cube" |
*
* @param {Sub_Power_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_3 = /** @type {((inputs?: Sub_Power_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_3Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_3(inputs)
	if (locale === "fr") return fr_sub_power_3(inputs)
	if (locale === "es") return es_sub_power_3(inputs)
	return en_sub_power_3(inputs)
});