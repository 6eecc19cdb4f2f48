/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_TopInputs */

const en_fm_pr_top = /** @type {(inputs: Fm_Pr_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the top of the file`)
};

const de_fm_pr_top = /** @type {(inputs: Fm_Pr_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der obersten Ebene der Datei`)
};

const fr_fm_pr_top = /** @type {(inputs: Fm_Pr_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la racine du fichier`)
};

const es_fm_pr_top = /** @type {(inputs: Fm_Pr_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la raíz del archivo`)
};

/**
* | output |
* | --- |
* | "the top of the file" |
*
* @param {Fm_Pr_TopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_top = /** @type {((inputs?: Fm_Pr_TopInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_TopInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_top(inputs)
	if (locale === "fr") return fr_fm_pr_top(inputs)
	if (locale === "es") return es_fm_pr_top(inputs)
	return en_fm_pr_top(inputs)
});