/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Key_DeleteInputs */

const en_tn_np_key_delete = /** @type {(inputs: Tn_Np_Key_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the last digit`)
};

const de_tn_np_key_delete = /** @type {(inputs: Tn_Np_Key_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Ziffer löschen`)
};

const fr_tn_np_key_delete = /** @type {(inputs: Tn_Np_Key_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer le dernier chiffre`)
};

const es_tn_np_key_delete = /** @type {(inputs: Tn_Np_Key_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar el último dígito`)
};

/**
* | output |
* | --- |
* | "Delete the last digit" |
*
* @param {Tn_Np_Key_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_key_delete = /** @type {((inputs?: Tn_Np_Key_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Key_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_key_delete(inputs)
	if (locale === "fr") return fr_tn_np_key_delete(inputs)
	if (locale === "es") return es_tn_np_key_delete(inputs)
	return en_tn_np_key_delete(inputs)
});