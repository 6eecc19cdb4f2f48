/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Save_NameInputs */

const en_tn_np_save_name = /** @type {(inputs: Tn_Np_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the name`)
};

const de_tn_np_save_name = /** @type {(inputs: Tn_Np_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Namen speichern`)
};

const fr_tn_np_save_name = /** @type {(inputs: Tn_Np_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nom`)
};

const es_tn_np_save_name = /** @type {(inputs: Tn_Np_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el nombre`)
};

/**
* | output |
* | --- |
* | "Save the name" |
*
* @param {Tn_Np_Save_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_save_name = /** @type {((inputs?: Tn_Np_Save_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Save_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_save_name(inputs)
	if (locale === "fr") return fr_tn_np_save_name(inputs)
	if (locale === "es") return es_tn_np_save_name(inputs)
	return en_tn_np_save_name(inputs)
});