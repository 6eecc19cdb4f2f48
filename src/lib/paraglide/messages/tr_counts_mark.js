/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Counts_MarkInputs */

const en_tr_counts_mark = /** @type {(inputs: Tr_Counts_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(counts)`)
};

const de_tr_counts_mark = /** @type {(inputs: Tr_Counts_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(zählt)`)
};

const fr_tr_counts_mark = /** @type {(inputs: Tr_Counts_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(compte)`)
};

const es_tr_counts_mark = /** @type {(inputs: Tr_Counts_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(cuenta)`)
};

/**
* | output |
* | --- |
* | "(counts)" |
*
* @param {Tr_Counts_MarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_counts_mark = /** @type {((inputs?: Tr_Counts_MarkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Counts_MarkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_counts_mark(inputs)
	if (locale === "fr") return fr_tr_counts_mark(inputs)
	if (locale === "es") return es_tr_counts_mark(inputs)
	return en_tr_counts_mark(inputs)
});