/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_AddInputs */

const en_tn_new_add = /** @type {(inputs: Tn_New_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const de_tn_new_add = /** @type {(inputs: Tn_New_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

const fr_tn_new_add = /** @type {(inputs: Tn_New_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

const es_tn_new_add = /** @type {(inputs: Tn_New_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Tn_New_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_add = /** @type {((inputs?: Tn_New_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_add(inputs)
	if (locale === "fr") return fr_tn_new_add(inputs)
	if (locale === "es") return es_tn_new_add(inputs)
	return en_tn_new_add(inputs)
});