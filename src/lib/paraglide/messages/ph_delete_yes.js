/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Delete_YesInputs */

const en_ph_delete_yes = /** @type {(inputs: Ph_Delete_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete photo`)
};

const de_ph_delete_yes = /** @type {(inputs: Ph_Delete_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto löschen`)
};

const fr_ph_delete_yes = /** @type {(inputs: Ph_Delete_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la photo`)
};

const es_ph_delete_yes = /** @type {(inputs: Ph_Delete_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar foto`)
};

/**
* | output |
* | --- |
* | "Delete photo" |
*
* @param {Ph_Delete_YesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_delete_yes = /** @type {((inputs?: Ph_Delete_YesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Delete_YesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_delete_yes(inputs)
	if (locale === "fr") return fr_ph_delete_yes(inputs)
	if (locale === "es") return es_ph_delete_yes(inputs)
	return en_ph_delete_yes(inputs)
});