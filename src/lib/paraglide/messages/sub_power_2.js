/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Power_2Inputs */

const en_sub_power_2 = /** @type {(inputs: Sub_Power_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`square`)
};

const de_sub_power_2 = /** @type {(inputs: Sub_Power_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zweite Potenz`)
};

const fr_sub_power_2 = /** @type {(inputs: Sub_Power_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deuxième`)
};

const es_sub_power_2 = /** @type {(inputs: Sub_Power_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`segunda`)
};

/**
* | output |
* | --- |
* | "square" |
*
* @param {Sub_Power_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_2 = /** @type {((inputs?: Sub_Power_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_2(inputs)
	if (locale === "fr") return fr_sub_power_2(inputs)
	if (locale === "es") return es_sub_power_2(inputs)
	return en_sub_power_2(inputs)
});