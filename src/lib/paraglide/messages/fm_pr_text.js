/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_TextInputs */

const en_fm_pr_text = /** @type {(inputs: Fm_Pr_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a text`)
};

const de_fm_pr_text = /** @type {(inputs: Fm_Pr_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte ein Text stehen`)
};

const fr_fm_pr_text = /** @type {(inputs: Fm_Pr_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir un texte`)
};

const es_fm_pr_text = /** @type {(inputs: Fm_Pr_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber un texto`)
};

/**
* | output |
* | --- |
* | "there should be a text" |
*
* @param {Fm_Pr_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_text = /** @type {((inputs?: Fm_Pr_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_text(inputs)
	if (locale === "fr") return fr_fm_pr_text(inputs)
	if (locale === "es") return es_fm_pr_text(inputs)
	return en_fm_pr_text(inputs)
});