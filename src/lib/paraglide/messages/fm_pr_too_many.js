/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Fm_Pr_Too_ManyInputs */

const en_fm_pr_too_many = /** @type {(inputs: Fm_Pr_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there are more than ${i?.max} entries`)
};

const de_fm_pr_too_many = /** @type {(inputs: Fm_Pr_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`es sind mehr als ${i?.max} Einträge`)
};

const fr_fm_pr_too_many = /** @type {(inputs: Fm_Pr_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`il y a plus de ${i?.max} éléments`)
};

const es_fm_pr_too_many = /** @type {(inputs: Fm_Pr_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hay más de ${i?.max} elementos`)
};

/**
* | output |
* | --- |
* | "there are more than {max} entries" |
*
* @param {Fm_Pr_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_too_many = /** @type {((inputs: Fm_Pr_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_too_many(inputs)
	if (locale === "fr") return fr_fm_pr_too_many(inputs)
	if (locale === "es") return es_fm_pr_too_many(inputs)
	return en_fm_pr_too_many(inputs)
});