/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_ValueInputs */

const en_fm_bf_value = /** @type {(inputs: Fm_Bf_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`value`)
};

const de_fm_bf_value = /** @type {(inputs: Fm_Bf_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_fm_bf_value = /** @type {(inputs: Fm_Bf_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`valeur`)
};

const es_fm_bf_value = /** @type {(inputs: Fm_Bf_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`valor`)
};

/**
* | output |
* | --- |
* | "value" |
*
* @param {Fm_Bf_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_value = /** @type {((inputs?: Fm_Bf_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_ValueInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_value(inputs)
	if (locale === "fr") return fr_fm_bf_value(inputs)
	if (locale === "es") return es_fm_bf_value(inputs)
	return en_fm_bf_value(inputs)
});