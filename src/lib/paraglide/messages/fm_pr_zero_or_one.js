/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Zero_Or_OneInputs */

const en_fm_pr_zero_or_one = /** @type {(inputs: Fm_Pr_Zero_Or_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be 0 or 1`)
};

const de_fm_pr_zero_or_one = /** @type {(inputs: Fm_Pr_Zero_Or_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte 0 oder 1 stehen`)
};

const fr_fm_pr_zero_or_one = /** @type {(inputs: Fm_Pr_Zero_Or_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir 0 ou 1`)
};

const es_fm_pr_zero_or_one = /** @type {(inputs: Fm_Pr_Zero_Or_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber 0 o 1`)
};

/**
* | output |
* | --- |
* | "there should be 0 or 1" |
*
* @param {Fm_Pr_Zero_Or_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_zero_or_one = /** @type {((inputs?: Fm_Pr_Zero_Or_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Zero_Or_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_zero_or_one(inputs)
	if (locale === "fr") return fr_fm_pr_zero_or_one(inputs)
	if (locale === "es") return es_fm_pr_zero_or_one(inputs)
	return en_fm_pr_zero_or_one(inputs)
});