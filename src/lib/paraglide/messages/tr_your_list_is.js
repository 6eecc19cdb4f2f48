/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown> }} Tr_Your_List_IsInputs */

const en_tr_your_list_is = /** @type {(inputs: Tr_Your_List_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your b-list: ${i?.terms}`)
};

const de_tr_your_list_is = /** @type {(inputs: Tr_Your_List_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine b-Liste: ${i?.terms}`)
};

const fr_tr_your_list_is = /** @type {(inputs: Tr_Your_List_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ta liste b : ${i?.terms}`)
};

const es_tr_your_list_is = /** @type {(inputs: Tr_Your_List_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu lista b: ${i?.terms}`)
};

/**
* | output |
* | --- |
* | "Your b-list: {terms}" |
*
* @param {Tr_Your_List_IsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_your_list_is = /** @type {((inputs: Tr_Your_List_IsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Your_List_IsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_your_list_is(inputs)
	if (locale === "fr") return fr_tr_your_list_is(inputs)
	if (locale === "es") return es_tr_your_list_is(inputs)
	return en_tr_your_list_is(inputs)
});