/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_WholeInputs */

const en_fm_pr_whole = /** @type {(inputs: Fm_Pr_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a whole number`)
};

const de_fm_pr_whole = /** @type {(inputs: Fm_Pr_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte eine ganze Zahl stehen`)
};

const fr_fm_pr_whole = /** @type {(inputs: Fm_Pr_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir un nombre entier`)
};

const es_fm_pr_whole = /** @type {(inputs: Fm_Pr_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber un número entero`)
};

/**
* | output |
* | --- |
* | "there should be a whole number" |
*
* @param {Fm_Pr_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_whole = /** @type {((inputs?: Fm_Pr_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_whole(inputs)
	if (locale === "fr") return fr_fm_pr_whole(inputs)
	if (locale === "es") return es_fm_pr_whole(inputs)
	return en_fm_pr_whole(inputs)
});