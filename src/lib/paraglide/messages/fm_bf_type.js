/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_TypeInputs */

const en_fm_bf_type = /** @type {(inputs: Fm_Bf_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kind`)
};

const de_fm_bf_type = /** @type {(inputs: Fm_Bf_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

const fr_fm_bf_type = /** @type {(inputs: Fm_Bf_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type`)
};

const es_fm_bf_type = /** @type {(inputs: Fm_Bf_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tipo`)
};

/**
* | output |
* | --- |
* | "kind" |
*
* @param {Fm_Bf_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_type = /** @type {((inputs?: Fm_Bf_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_TypeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_type(inputs)
	if (locale === "fr") return fr_fm_bf_type(inputs)
	if (locale === "es") return es_fm_bf_type(inputs)
	return en_fm_bf_type(inputs)
});