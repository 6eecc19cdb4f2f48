/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_List_DoneInputs */

const en_tr_list_done = /** @type {(inputs: Tr_List_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: entered`)
};

const de_tr_list_done = /** @type {(inputs: Tr_List_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: eingegeben`)
};

const fr_tr_list_done = /** @type {(inputs: Tr_List_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : saisie`)
};

const es_tr_list_done = /** @type {(inputs: Tr_List_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: anotada`)
};

/**
* | output |
* | --- |
* | "{name}: entered" |
*
* @param {Tr_List_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_done = /** @type {((inputs: Tr_List_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_DoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_done(inputs)
	if (locale === "fr") return fr_tr_list_done(inputs)
	if (locale === "es") return es_tr_list_done(inputs)
	return en_tr_list_done(inputs)
});