/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, ofName: NonNullable<unknown> }} Tr_C_List_OfInputs */

const en_tr_c_list_of = /** @type {(inputs: Tr_C_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s c-list`)
};

const de_tr_c_list_of = /** @type {(inputs: Tr_C_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`c-Liste von ${i?.name}`)
};

const fr_tr_c_list_of = /** @type {(inputs: Tr_C_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste c ${i?.ofName}`)
};

const es_tr_c_list_of = /** @type {(inputs: Tr_C_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista c de ${i?.name}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "{name}’s c-list" |
*
* @param {Tr_C_List_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_c_list_of = /** @type {((inputs: Tr_C_List_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_C_List_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_c_list_of(inputs)
	if (locale === "fr") return fr_tr_c_list_of(inputs)
	if (locale === "es") return es_tr_c_list_of(inputs)
	return en_tr_c_list_of(inputs)
});