/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Tr_Waiting_For_ListsInputs */

const en_tr_waiting_for_lists = /** @type {(inputs: Tr_Waiting_For_ListsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Still waiting for the b-list of ${i?.names}.`)
};

const de_tr_waiting_for_lists = /** @type {(inputs: Tr_Waiting_For_ListsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es fehlt noch die b-Liste von ${i?.names}.`)
};

const fr_tr_waiting_for_lists = /** @type {(inputs: Tr_Waiting_For_ListsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il manque encore la liste b de : ${i?.names}.`)
};

const es_tr_waiting_for_lists = /** @type {(inputs: Tr_Waiting_For_ListsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aún falta la lista b de ${i?.names}.`)
};

/**
* | output |
* | --- |
* | "Still waiting for the b-list of {names}." |
*
* @param {Tr_Waiting_For_ListsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_waiting_for_lists = /** @type {((inputs: Tr_Waiting_For_ListsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Waiting_For_ListsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_waiting_for_lists(inputs)
	if (locale === "fr") return fr_tr_waiting_for_lists(inputs)
	if (locale === "es") return es_tr_waiting_for_lists(inputs)
	return en_tr_waiting_for_lists(inputs)
});