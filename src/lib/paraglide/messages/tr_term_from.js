/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Term_FromInputs */

const en_tr_term_from = /** @type {(inputs: Tr_Term_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Term from ${i?.name}`)
};

const de_tr_term_from = /** @type {(inputs: Tr_Term_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Glied von ${i?.name}`)
};

const fr_tr_term_from = /** @type {(inputs: Tr_Term_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terme choisi par ${i?.name}`)
};

const es_tr_term_from = /** @type {(inputs: Tr_Term_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Término de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Term from {name}" |
*
* @param {Tr_Term_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_term_from = /** @type {((inputs: Tr_Term_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Term_FromInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_term_from(inputs)
	if (locale === "fr") return fr_tr_term_from(inputs)
	if (locale === "es") return es_tr_term_from(inputs)
	return en_tr_term_from(inputs)
});