/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_AtInputs */

const en_fm_bf_at = /** @type {(inputs: Fm_Bf_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`time`)
};

const de_fm_bf_at = /** @type {(inputs: Fm_Bf_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeit`)
};

const fr_fm_bf_at = /** @type {(inputs: Fm_Bf_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`heure`)
};

const es_fm_bf_at = /** @type {(inputs: Fm_Bf_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hora`)
};

/**
* | output |
* | --- |
* | "time" |
*
* @param {Fm_Bf_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_at = /** @type {((inputs?: Fm_Bf_AtInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_AtInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_at(inputs)
	if (locale === "fr") return fr_fm_bf_at(inputs)
	if (locale === "es") return es_fm_bf_at(inputs)
	return en_fm_bf_at(inputs)
});