/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_DeleteInputs */

const en_ph_delete = /** @type {(inputs: Ph_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this photo`)
};

const de_ph_delete = /** @type {(inputs: Ph_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Foto löschen`)
};

const fr_ph_delete = /** @type {(inputs: Ph_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette photo`)
};

const es_ph_delete = /** @type {(inputs: Ph_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar esta foto`)
};

/**
* | output |
* | --- |
* | "Delete this photo" |
*
* @param {Ph_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_delete = /** @type {((inputs?: Ph_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_delete(inputs)
	if (locale === "fr") return fr_ph_delete(inputs)
	if (locale === "es") return es_ph_delete(inputs)
	return en_ph_delete(inputs)
});