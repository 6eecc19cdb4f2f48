/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Tr_List_Not_ListInputs */

const en_tr_list_not_list = /** @type {(inputs: Tr_List_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} must be a list of integers.`)
};

const de_tr_list_not_list = /** @type {(inputs: Tr_List_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} muss eine Liste ganzer Zahlen sein.`)
};

const fr_tr_list_not_list = /** @type {(inputs: Tr_List_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} doit être une liste d’entiers.`)
};

const es_tr_list_not_list = /** @type {(inputs: Tr_List_Not_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} debe ser una lista de enteros.`)
};

/**
* | output |
* | --- |
* | "{list} must be a list of integers." |
*
* @param {Tr_List_Not_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_not_list = /** @type {((inputs: Tr_List_Not_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_Not_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_not_list(inputs)
	if (locale === "fr") return fr_tr_list_not_list(inputs)
	if (locale === "es") return es_tr_list_not_list(inputs)
	return en_tr_list_not_list(inputs)
});