/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_List_MissingInputs */

const en_tr_list_missing = /** @type {(inputs: Tr_List_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: not entered yet`)
};

const de_tr_list_missing = /** @type {(inputs: Tr_List_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: noch nicht eingegeben`)
};

const fr_tr_list_missing = /** @type {(inputs: Tr_List_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : pas encore saisie`)
};

const es_tr_list_missing = /** @type {(inputs: Tr_List_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: aún sin anotar`)
};

/**
* | output |
* | --- |
* | "{name}: not entered yet" |
*
* @param {Tr_List_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_missing = /** @type {((inputs: Tr_List_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_missing(inputs)
	if (locale === "fr") return fr_tr_list_missing(inputs)
	if (locale === "es") return es_tr_list_missing(inputs)
	return en_tr_list_missing(inputs)
});