/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_FlagInputs */

const en_fm_pr_flag = /** @type {(inputs: Fm_Pr_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be true or false`)
};

const de_fm_pr_flag = /** @type {(inputs: Fm_Pr_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte true oder false stehen`)
};

const fr_fm_pr_flag = /** @type {(inputs: Fm_Pr_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir true ou false`)
};

const es_fm_pr_flag = /** @type {(inputs: Fm_Pr_FlagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber true o false`)
};

/**
* | output |
* | --- |
* | "there should be true or false" |
*
* @param {Fm_Pr_FlagInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_flag = /** @type {((inputs?: Fm_Pr_FlagInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_FlagInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_flag(inputs)
	if (locale === "fr") return fr_fm_pr_flag(inputs)
	if (locale === "es") return es_fm_pr_flag(inputs)
	return en_fm_pr_flag(inputs)
});