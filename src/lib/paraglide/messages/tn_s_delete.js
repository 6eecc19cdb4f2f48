/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_DeleteInputs */

const en_tn_s_delete = /** @type {(inputs: Tn_S_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const de_tn_s_delete = /** @type {(inputs: Tn_S_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const fr_tn_s_delete = /** @type {(inputs: Tn_S_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const es_tn_s_delete = /** @type {(inputs: Tn_S_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Tn_S_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_delete = /** @type {((inputs?: Tn_S_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_delete(inputs)
	if (locale === "fr") return fr_tn_s_delete(inputs)
	if (locale === "es") return es_tn_s_delete(inputs)
	return en_tn_s_delete(inputs)
});