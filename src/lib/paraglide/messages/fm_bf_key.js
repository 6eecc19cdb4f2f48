/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_KeyInputs */

const en_fm_bf_key = /** @type {(inputs: Fm_Bf_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name`)
};

const de_fm_bf_key = /** @type {(inputs: Fm_Bf_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_fm_bf_key = /** @type {(inputs: Fm_Bf_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nom`)
};

const es_fm_bf_key = /** @type {(inputs: Fm_Bf_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre`)
};

/**
* | output |
* | --- |
* | "name" |
*
* @param {Fm_Bf_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_key = /** @type {((inputs?: Fm_Bf_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_KeyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_key(inputs)
	if (locale === "fr") return fr_fm_bf_key(inputs)
	if (locale === "es") return es_fm_bf_key(inputs)
	return en_fm_bf_key(inputs)
});