/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Tr_List_EmptyInputs */

const en_tr_list_empty = /** @type {(inputs: Tr_List_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} is empty.`)
};

const de_tr_list_empty = /** @type {(inputs: Tr_List_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} ist leer.`)
};

const fr_tr_list_empty = /** @type {(inputs: Tr_List_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} ne contient aucun nombre.`)
};

const es_tr_list_empty = /** @type {(inputs: Tr_List_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} no tiene ningún número.`)
};

/**
* | output |
* | --- |
* | "{list} is empty." |
*
* @param {Tr_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_empty = /** @type {((inputs: Tr_List_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_empty(inputs)
	if (locale === "fr") return fr_tr_list_empty(inputs)
	if (locale === "es") return es_tr_list_empty(inputs)
	return en_tr_list_empty(inputs)
});