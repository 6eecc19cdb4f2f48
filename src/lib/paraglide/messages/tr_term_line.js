/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown>, why: NonNullable<unknown> }} Tr_Term_LineInputs */

const en_tr_term_line = /** @type {(inputs: Tr_Term_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value}: ${i?.why}`)
};

const de_tr_term_line = /** @type {(inputs: Tr_Term_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value}: ${i?.why}`)
};

const fr_tr_term_line = /** @type {(inputs: Tr_Term_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} : ${i?.why}`)
};

const es_tr_term_line = /** @type {(inputs: Tr_Term_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value}: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "{value}: {why}" |
*
* @param {Tr_Term_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_term_line = /** @type {((inputs: Tr_Term_LineInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Term_LineInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_term_line(inputs)
	if (locale === "fr") return fr_tr_term_line(inputs)
	if (locale === "es") return es_tr_term_line(inputs)
	return en_tr_term_line(inputs)
});