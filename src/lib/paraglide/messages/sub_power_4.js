/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Power_4Inputs */

const en_sub_power_4 = /** @type {(inputs: Sub_Power_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fourth power`)
};

const de_sub_power_4 = /** @type {(inputs: Sub_Power_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vierte Potenz`)
};

const fr_sub_power_4 = /** @type {(inputs: Sub_Power_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quatrième`)
};

const es_sub_power_4 = /** @type {(inputs: Sub_Power_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuarta`)
};

/**
* | output |
* | --- |
* | "fourth power" |
*
* @param {Sub_Power_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_4 = /** @type {((inputs?: Sub_Power_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_4Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_4(inputs)
	if (locale === "fr") return fr_sub_power_4(inputs)
	if (locale === "es") return es_sub_power_4(inputs)
	return en_sub_power_4(inputs)
});