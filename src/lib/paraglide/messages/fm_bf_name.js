/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_NameInputs */

const en_fm_bf_name = /** @type {(inputs: Fm_Bf_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name`)
};

const de_fm_bf_name = /** @type {(inputs: Fm_Bf_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_fm_bf_name = /** @type {(inputs: Fm_Bf_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nom`)
};

const es_fm_bf_name = /** @type {(inputs: Fm_Bf_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre`)
};

/**
* | output |
* | --- |
* | "name" |
*
* @param {Fm_Bf_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_name = /** @type {((inputs?: Fm_Bf_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_name(inputs)
	if (locale === "fr") return fr_fm_bf_name(inputs)
	if (locale === "es") return es_fm_bf_name(inputs)
	return en_fm_bf_name(inputs)
});