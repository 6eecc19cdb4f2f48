/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, ofName: NonNullable<unknown> }} Tr_List_TitleInputs */

const en_tr_list_title = /** @type {(inputs: Tr_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s b-list`)
};

const de_tr_list_title = /** @type {(inputs: Tr_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`b-Liste von ${i?.name}`)
};

const fr_tr_list_title = /** @type {(inputs: Tr_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste b ${i?.ofName}`)
};

const es_tr_list_title = /** @type {(inputs: Tr_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lista b de ${i?.name}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "{name}’s b-list" |
*
* @param {Tr_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_title = /** @type {((inputs: Tr_List_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_title(inputs)
	if (locale === "fr") return fr_tr_list_title(inputs)
	if (locale === "es") return es_tr_list_title(inputs)
	return en_tr_list_title(inputs)
});