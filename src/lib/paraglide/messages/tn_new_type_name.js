/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Type_NameInputs */

const en_tn_new_type_name = /** @type {(inputs: Tn_New_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the new player's name first.`)
};

const de_tn_new_type_name = /** @type {(inputs: Tn_New_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib zuerst den Namen des neuen Spielers ein.`)
};

const fr_tn_new_type_name = /** @type {(inputs: Tn_New_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez d’abord le nom du nouveau joueur.`)
};

const es_tn_new_type_name = /** @type {(inputs: Tn_New_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe primero el nombre del nuevo jugador.`)
};

/**
* | output |
* | --- |
* | "Type the new player's name first." |
*
* @param {Tn_New_Type_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_type_name = /** @type {((inputs?: Tn_New_Type_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Type_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_type_name(inputs)
	if (locale === "fr") return fr_tn_new_type_name(inputs)
	if (locale === "es") return es_tn_new_type_name(inputs)
	return en_tn_new_type_name(inputs)
});