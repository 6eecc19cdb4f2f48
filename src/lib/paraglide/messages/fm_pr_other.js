/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_OtherInputs */

const en_fm_pr_other = /** @type {(inputs: Fm_Pr_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`something is wrong`)
};

const de_fm_pr_other = /** @type {(inputs: Fm_Pr_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`etwas stimmt nicht`)
};

const fr_fm_pr_other = /** @type {(inputs: Fm_Pr_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quelque chose ne va pas`)
};

const es_fm_pr_other = /** @type {(inputs: Fm_Pr_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`algo no está bien`)
};

/**
* | output |
* | --- |
* | "something is wrong" |
*
* @param {Fm_Pr_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_other = /** @type {((inputs?: Fm_Pr_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_OtherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_other(inputs)
	if (locale === "fr") return fr_fm_pr_other(inputs)
	if (locale === "es") return es_fm_pr_other(inputs)
	return en_fm_pr_other(inputs)
});