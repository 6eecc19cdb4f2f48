/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_First_TermInputs */

const en_tr_why_first_term = /** @type {(inputs: Tr_Why_First_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the first term, which never counts`)
};

const de_tr_why_first_term = /** @type {(inputs: Tr_Why_First_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das erste Glied, das nie zählt`)
};

const fr_tr_why_first_term = /** @type {(inputs: Tr_Why_First_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le premier terme, qui ne compte jamais`)
};

const es_tr_why_first_term = /** @type {(inputs: Tr_Why_First_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el primer término, que nunca cuenta`)
};

/**
* | output |
* | --- |
* | "the first term, which never counts" |
*
* @param {Tr_Why_First_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_first_term = /** @type {((inputs?: Tr_Why_First_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_First_TermInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_first_term(inputs)
	if (locale === "fr") return fr_tr_why_first_term(inputs)
	if (locale === "es") return es_tr_why_first_term(inputs)
	return en_tr_why_first_term(inputs)
});