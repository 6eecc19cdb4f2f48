/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_List_YoursInputs */

const en_tr_list_yours = /** @type {(inputs: Tr_List_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your b-list`)
};

const de_tr_list_yours = /** @type {(inputs: Tr_List_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine b-Liste`)
};

const fr_tr_list_yours = /** @type {(inputs: Tr_List_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta liste b`)
};

const es_tr_list_yours = /** @type {(inputs: Tr_List_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lista b`)
};

/**
* | output |
* | --- |
* | "Your b-list" |
*
* @param {Tr_List_YoursInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_yours = /** @type {((inputs?: Tr_List_YoursInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_YoursInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_yours(inputs)
	if (locale === "fr") return fr_tr_list_yours(inputs)
	if (locale === "es") return es_tr_list_yours(inputs)
	return en_tr_list_yours(inputs)
});