/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Text_Or_NumberInputs */

const en_fm_pr_text_or_number = /** @type {(inputs: Fm_Pr_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a text or a number`)
};

const de_fm_pr_text_or_number = /** @type {(inputs: Fm_Pr_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte ein Text oder eine Zahl stehen`)
};

const fr_fm_pr_text_or_number = /** @type {(inputs: Fm_Pr_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir un texte ou un nombre`)
};

const es_fm_pr_text_or_number = /** @type {(inputs: Fm_Pr_Text_Or_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber un texto o un número`)
};

/**
* | output |
* | --- |
* | "there should be a text or a number" |
*
* @param {Fm_Pr_Text_Or_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_text_or_number = /** @type {((inputs?: Fm_Pr_Text_Or_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Text_Or_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_text_or_number(inputs)
	if (locale === "fr") return fr_fm_pr_text_or_number(inputs)
	if (locale === "es") return es_fm_pr_text_or_number(inputs)
	return en_fm_pr_text_or_number(inputs)
});