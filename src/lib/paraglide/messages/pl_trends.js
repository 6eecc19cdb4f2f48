/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_TrendsInputs */

const en_pl_trends = /** @type {(inputs: Pl_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trends`)
};

const de_pl_trends = /** @type {(inputs: Pl_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwicklung`)
};

const fr_pl_trends = /** @type {(inputs: Pl_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tendances`)
};

const es_pl_trends = /** @type {(inputs: Pl_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tendencias`)
};

/**
* | output |
* | --- |
* | "Trends" |
*
* @param {Pl_TrendsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_trends = /** @type {((inputs?: Pl_TrendsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_TrendsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_trends(inputs)
	if (locale === "fr") return fr_pl_trends(inputs)
	if (locale === "es") return es_pl_trends(inputs)
	return en_pl_trends(inputs)
});