/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_List_OrderInputs */

const en_tr_list_order = /** @type {(inputs: Tr_List_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order a`)
};

const de_tr_list_order = /** @type {(inputs: Tr_List_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge a`)
};

const fr_tr_list_order = /** @type {(inputs: Tr_List_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ordre a`)
};

const es_tr_list_order = /** @type {(inputs: Tr_List_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El orden a`)
};

/**
* | output |
* | --- |
* | "The order a" |
*
* @param {Tr_List_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_order = /** @type {((inputs?: Tr_List_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_order(inputs)
	if (locale === "fr") return fr_tr_list_order(inputs)
	if (locale === "es") return es_tr_list_order(inputs)
	return en_tr_list_order(inputs)
});