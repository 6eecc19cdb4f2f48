/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown>, has: NonNullable<unknown>, wants: NonNullable<unknown> }} Tr_List_LengthInputs */

const en_tr_list_length = /** @type {(inputs: Tr_List_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} has ${i?.has} but must have ${i?.wants}.`)
};

const de_tr_list_length = /** @type {(inputs: Tr_List_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} hat ${i?.has}, muss aber ${i?.wants} haben.`)
};

const fr_tr_list_length = /** @type {(inputs: Tr_List_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} a ${i?.has} mais doit en avoir ${i?.wants}.`)
};

const es_tr_list_length = /** @type {(inputs: Tr_List_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.list} tiene ${i?.has} pero debe tener ${i?.wants}.`)
};

/**
* | output |
* | --- |
* | "{list} has {has} but must have {wants}." |
*
* @param {Tr_List_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_length = /** @type {((inputs: Tr_List_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_LengthInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_length(inputs)
	if (locale === "fr") return fr_tr_list_length(inputs)
	if (locale === "es") return es_tr_list_length(inputs)
	return en_tr_list_length(inputs)
});