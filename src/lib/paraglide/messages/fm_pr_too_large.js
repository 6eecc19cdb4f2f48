/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Too_LargeInputs */

const en_fm_pr_too_large = /** @type {(inputs: Fm_Pr_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the number is too large`)
};

const de_fm_pr_too_large = /** @type {(inputs: Fm_Pr_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die Zahl ist zu groß`)
};

const fr_fm_pr_too_large = /** @type {(inputs: Fm_Pr_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le nombre est trop grand`)
};

const es_fm_pr_too_large = /** @type {(inputs: Fm_Pr_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el número es demasiado grande`)
};

/**
* | output |
* | --- |
* | "the number is too large" |
*
* @param {Fm_Pr_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_too_large = /** @type {((inputs?: Fm_Pr_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_too_large(inputs)
	if (locale === "fr") return fr_fm_pr_too_large(inputs)
	if (locale === "es") return es_fm_pr_too_large(inputs)
	return en_fm_pr_too_large(inputs)
});