/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Add_To_TableInputs */

const en_tn_np_add_to_table = /** @type {(inputs: Tn_Np_Add_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to the table`)
};

const de_tn_np_add_to_table = /** @type {(inputs: Tn_Np_Add_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An den Tisch holen`)
};

const fr_tn_np_add_to_table = /** @type {(inputs: Tn_Np_Add_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter à la table`)
};

const es_tn_np_add_to_table = /** @type {(inputs: Tn_Np_Add_To_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir a la mesa`)
};

/**
* | output |
* | --- |
* | "Add to the table" |
*
* @param {Tn_Np_Add_To_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_add_to_table = /** @type {((inputs?: Tn_Np_Add_To_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Add_To_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_add_to_table(inputs)
	if (locale === "fr") return fr_tn_np_add_to_table(inputs)
	if (locale === "es") return es_tn_np_add_to_table(inputs)
	return en_tn_np_add_to_table(inputs)
});