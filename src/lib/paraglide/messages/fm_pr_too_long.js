/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Fm_Pr_Too_LongInputs */

const en_fm_pr_too_long = /** @type {(inputs: Fm_Pr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the text is longer than ${i?.max} characters`)
};

const de_fm_pr_too_long = /** @type {(inputs: Fm_Pr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`der Text ist länger als ${i?.max} Zeichen`)
};

const fr_fm_pr_too_long = /** @type {(inputs: Fm_Pr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le texte dépasse ${i?.max} caractères`)
};

const es_fm_pr_too_long = /** @type {(inputs: Fm_Pr_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el texto tiene más de ${i?.max} caracteres`)
};

/**
* | output |
* | --- |
* | "the text is longer than {max} characters" |
*
* @param {Fm_Pr_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_too_long = /** @type {((inputs: Fm_Pr_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_too_long(inputs)
	if (locale === "fr") return fr_fm_pr_too_long(inputs)
	if (locale === "es") return es_fm_pr_too_long(inputs)
	return en_fm_pr_too_long(inputs)
});