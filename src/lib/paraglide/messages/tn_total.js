/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_TotalInputs */

const en_tn_total = /** @type {(inputs: Tn_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const de_tn_total = /** @type {(inputs: Tn_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summe`)
};

const fr_tn_total = /** @type {(inputs: Tn_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_tn_total = /** @type {(inputs: Tn_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Tn_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_total = /** @type {((inputs?: Tn_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_total(inputs)
	if (locale === "fr") return fr_tn_total(inputs)
	if (locale === "es") return es_tn_total(inputs)
	return en_tn_total(inputs)
});