/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_GroupInputs */

const en_fm_pr_group = /** @type {(inputs: Fm_Pr_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there should be a group of named values`)
};

const de_fm_pr_group = /** @type {(inputs: Fm_Pr_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hier sollte eine Gruppe benannter Werte stehen`)
};

const fr_fm_pr_group = /** @type {(inputs: Fm_Pr_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`il devrait y avoir un groupe de valeurs nommées`)
};

const es_fm_pr_group = /** @type {(inputs: Fm_Pr_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`debería haber un grupo de valores con nombre`)
};

/**
* | output |
* | --- |
* | "there should be a group of named values" |
*
* @param {Fm_Pr_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_group = /** @type {((inputs?: Fm_Pr_GroupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_GroupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_group(inputs)
	if (locale === "fr") return fr_fm_pr_group(inputs)
	if (locale === "es") return es_fm_pr_group(inputs)
	return en_fm_pr_group(inputs)
});