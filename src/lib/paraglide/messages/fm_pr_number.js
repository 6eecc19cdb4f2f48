/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_NumberInputs */

const en_fm_pr_number = /** @type {(inputs: Fm_Pr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a number`)
};

const de_fm_pr_number = /** @type {(inputs: Fm_Pr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte eine Zahl stehen`)
};

const fr_fm_pr_number = /** @type {(inputs: Fm_Pr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir un nombre`)
};

const es_fm_pr_number = /** @type {(inputs: Fm_Pr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber un número`)
};

/**
* | output |
* | --- |
* | "there should be a number" |
*
* @param {Fm_Pr_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_number = /** @type {((inputs?: Fm_Pr_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_number(inputs)
	if (locale === "fr") return fr_fm_pr_number(inputs)
	if (locale === "es") return es_fm_pr_number(inputs)
	return en_fm_pr_number(inputs)
});