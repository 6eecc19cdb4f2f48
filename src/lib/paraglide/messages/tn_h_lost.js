/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_LostInputs */

const en_tn_h_lost = /** @type {(inputs: Tn_H_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table lost`)
};

const de_tn_h_lost = /** @type {(inputs: Tn_H_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat verloren`)
};

const fr_tn_h_lost = /** @type {(inputs: Tn_H_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a perdu`)
};

const es_tn_h_lost = /** @type {(inputs: Tn_H_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa perdió`)
};

/**
* | output |
* | --- |
* | "The table lost" |
*
* @param {Tn_H_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_lost = /** @type {((inputs?: Tn_H_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_lost(inputs)
	if (locale === "fr") return fr_tn_h_lost(inputs)
	if (locale === "es") return es_tn_h_lost(inputs)
	return en_tn_h_lost(inputs)
});