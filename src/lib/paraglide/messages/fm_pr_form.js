/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_FormInputs */

const en_fm_pr_form = /** @type {(inputs: Fm_Pr_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not written as this kind of file writes it`)
};

const de_fm_pr_form = /** @type {(inputs: Fm_Pr_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das ist nicht so geschrieben, wie diese Art Datei es schreibt`)
};

const fr_fm_pr_form = /** @type {(inputs: Fm_Pr_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce n’est pas écrit comme ce type de fichier l’écrit`)
};

const es_fm_pr_form = /** @type {(inputs: Fm_Pr_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no está escrito como lo escribe este tipo de archivo`)
};

/**
* | output |
* | --- |
* | "it is not written as this kind of file writes it" |
*
* @param {Fm_Pr_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_form = /** @type {((inputs?: Fm_Pr_FormInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_FormInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_form(inputs)
	if (locale === "fr") return fr_fm_pr_form(inputs)
	if (locale === "es") return es_fm_pr_form(inputs)
	return en_fm_pr_form(inputs)
});