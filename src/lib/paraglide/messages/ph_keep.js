/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_KeepInputs */

const en_ph_keep = /** @type {(inputs: Ph_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const de_ph_keep = /** @type {(inputs: Ph_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behalten`)
};

const fr_ph_keep = /** @type {(inputs: Ph_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La garder`)
};

const es_ph_keep = /** @type {(inputs: Ph_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservarla`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Ph_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_keep = /** @type {((inputs?: Ph_KeepInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_KeepInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_keep(inputs)
	if (locale === "fr") return fr_ph_keep(inputs)
	if (locale === "es") return es_ph_keep(inputs)
	return en_ph_keep(inputs)
});