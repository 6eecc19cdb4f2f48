/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, ofName: NonNullable<unknown> }} Tr_List_B_OfInputs */

const en_tr_list_b_of = /** @type {(inputs: Tr_List_B_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s b-list`)
};

const de_tr_list_b_of = /** @type {(inputs: Tr_List_B_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die b-Liste von ${i?.name}`)
};

const fr_tr_list_b_of = /** @type {(inputs: Tr_List_B_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La liste b ${i?.ofName}`)
};

const es_tr_list_b_of = /** @type {(inputs: Tr_List_B_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La lista b de ${i?.name}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "{name}’s b-list" |
*
* @param {Tr_List_B_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_b_of = /** @type {((inputs: Tr_List_B_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_B_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_b_of(inputs)
	if (locale === "fr") return fr_tr_list_b_of(inputs)
	if (locale === "es") return es_tr_list_b_of(inputs)
	return en_tr_list_b_of(inputs)
});