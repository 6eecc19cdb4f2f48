/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_AverageInputs */

const en_sb_average = /** @type {(inputs: Sb_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average`)
};

const de_sb_average = /** @type {(inputs: Sb_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnitt`)
};

const fr_sb_average = /** @type {(inputs: Sb_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyenne`)
};

const es_sb_average = /** @type {(inputs: Sb_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media`)
};

/**
* | output |
* | --- |
* | "Average" |
*
* @param {Sb_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_average = /** @type {((inputs?: Sb_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_AverageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_average(inputs)
	if (locale === "fr") return fr_sb_average(inputs)
	if (locale === "es") return es_sb_average(inputs)
	return en_sb_average(inputs)
});