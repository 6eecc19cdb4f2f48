/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Hi_Tr_TermInputs */

const en_hi_tr_term = /** @type {(inputs: Hi_Tr_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} added ${i?.value} to a′`)
};

const de_hi_tr_term = /** @type {(inputs: Hi_Tr_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ${i?.value} zu a′ hinzugefügt`)
};

const fr_hi_tr_term = /** @type {(inputs: Hi_Tr_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a ajouté ${i?.value} à a′`)
};

const es_hi_tr_term = /** @type {(inputs: Hi_Tr_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha añadido ${i?.value} a a′`)
};

/**
* | output |
* | --- |
* | "{name} added {value} to a′" |
*
* @param {Hi_Tr_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_tr_term = /** @type {((inputs: Hi_Tr_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Tr_TermInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_tr_term(inputs)
	if (locale === "fr") return fr_hi_tr_term(inputs)
	if (locale === "es") return es_hi_tr_term(inputs)
	return en_hi_tr_term(inputs)
});