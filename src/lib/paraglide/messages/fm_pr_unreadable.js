/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_UnreadableInputs */

const en_fm_pr_unreadable = /** @type {(inputs: Fm_Pr_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it cannot be read`)
};

const de_fm_pr_unreadable = /** @type {(inputs: Fm_Pr_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sie kann nicht gelesen werden`)
};

const fr_fm_pr_unreadable = /** @type {(inputs: Fm_Pr_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il est illisible`)
};

const es_fm_pr_unreadable = /** @type {(inputs: Fm_Pr_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no se puede leer`)
};

/**
* | output |
* | --- |
* | "it cannot be read" |
*
* @param {Fm_Pr_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_unreadable = /** @type {((inputs?: Fm_Pr_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_unreadable(inputs)
	if (locale === "fr") return fr_fm_pr_unreadable(inputs)
	if (locale === "es") return es_fm_pr_unreadable(inputs)
	return en_fm_pr_unreadable(inputs)
});