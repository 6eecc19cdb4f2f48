/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown>, term: NonNullable<unknown>, why: NonNullable<unknown> }} Tr_List_TermInputs */

const en_tr_list_term = /** @type {(inputs: Tr_List_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list}, term ${i?.term}: ${i?.why}`)
};

const de_tr_list_term = /** @type {(inputs: Tr_List_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list}, Glied ${i?.term}: ${i?.why}`)
};

const fr_tr_list_term = /** @type {(inputs: Tr_List_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list}, terme ${i?.term} : ${i?.why}`)
};

const es_tr_list_term = /** @type {(inputs: Tr_List_TermInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list}, término ${i?.term}: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "{list}, term {term}: {why}" |
*
* @param {Tr_List_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_term = /** @type {((inputs: Tr_List_TermInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_TermInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_term(inputs)
	if (locale === "fr") return fr_tr_list_term(inputs)
	if (locale === "es") return es_tr_list_term(inputs)
	return en_tr_list_term(inputs)
});