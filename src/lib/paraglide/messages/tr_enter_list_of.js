/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, ofName: NonNullable<unknown> }} Tr_Enter_List_OfInputs */

const en_tr_enter_list_of = /** @type {(inputs: Tr_Enter_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}’s b-list`)
};

const de_tr_enter_list_of = /** @type {(inputs: Tr_Enter_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`b-Liste von ${i?.name} eingeben`)
};

const fr_tr_enter_list_of = /** @type {(inputs: Tr_Enter_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisir la liste b ${i?.ofName}`)
};

const es_tr_enter_list_of = /** @type {(inputs: Tr_Enter_List_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anotar la lista b de ${i?.name}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "Enter {name}’s b-list" |
*
* @param {Tr_Enter_List_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_enter_list_of = /** @type {((inputs: Tr_Enter_List_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Enter_List_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_enter_list_of(inputs)
	if (locale === "fr") return fr_tr_enter_list_of(inputs)
	if (locale === "es") return es_tr_enter_list_of(inputs)
	return en_tr_enter_list_of(inputs)
});