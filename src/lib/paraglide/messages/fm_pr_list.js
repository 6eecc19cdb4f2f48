/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_ListInputs */

const en_fm_pr_list = /** @type {(inputs: Fm_Pr_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a list`)
};

const de_fm_pr_list = /** @type {(inputs: Fm_Pr_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte eine Liste stehen`)
};

const fr_fm_pr_list = /** @type {(inputs: Fm_Pr_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir une liste`)
};

const es_fm_pr_list = /** @type {(inputs: Fm_Pr_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber una lista`)
};

/**
* | output |
* | --- |
* | "there should be a list" |
*
* @param {Fm_Pr_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_list = /** @type {((inputs?: Fm_Pr_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_list(inputs)
	if (locale === "fr") return fr_fm_pr_list(inputs)
	if (locale === "es") return es_fm_pr_list(inputs)
	return en_fm_pr_list(inputs)
});