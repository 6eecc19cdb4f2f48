/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_MissingInputs */

const en_fm_pr_missing = /** @type {(inputs: Fm_Pr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is missing`)
};

const de_fm_pr_missing = /** @type {(inputs: Fm_Pr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das fehlt`)
};

const fr_fm_pr_missing = /** @type {(inputs: Fm_Pr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il manque`)
};

const es_fm_pr_missing = /** @type {(inputs: Fm_Pr_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falta`)
};

/**
* | output |
* | --- |
* | "it is missing" |
*
* @param {Fm_Pr_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_missing = /** @type {((inputs?: Fm_Pr_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_missing(inputs)
	if (locale === "fr") return fr_fm_pr_missing(inputs)
	if (locale === "es") return es_fm_pr_missing(inputs)
	return en_fm_pr_missing(inputs)
});