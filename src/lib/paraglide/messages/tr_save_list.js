/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Save_ListInputs */

const en_tr_save_list = /** @type {(inputs: Tr_Save_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save my b-list`)
};

const de_tr_save_list = /** @type {(inputs: Tr_Save_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine b-Liste speichern`)
};

const fr_tr_save_list = /** @type {(inputs: Tr_Save_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer ma liste b`)
};

const es_tr_save_list = /** @type {(inputs: Tr_Save_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar mi lista b`)
};

/**
* | output |
* | --- |
* | "Save my b-list" |
*
* @param {Tr_Save_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_save_list = /** @type {((inputs?: Tr_Save_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Save_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_save_list(inputs)
	if (locale === "fr") return fr_tr_save_list(inputs)
	if (locale === "es") return es_tr_save_list(inputs)
	return en_tr_save_list(inputs)
});