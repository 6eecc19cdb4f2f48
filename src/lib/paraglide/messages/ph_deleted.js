/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_DeletedInputs */

const en_ph_deleted = /** @type {(inputs: Ph_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo deleted.`)
};

const de_ph_deleted = /** @type {(inputs: Ph_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto gelöscht.`)
};

const fr_ph_deleted = /** @type {(inputs: Ph_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo supprimée.`)
};

const es_ph_deleted = /** @type {(inputs: Ph_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto borrada.`)
};

/**
* | output |
* | --- |
* | "Photo deleted." |
*
* @param {Ph_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_deleted = /** @type {((inputs?: Ph_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_DeletedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_deleted(inputs)
	if (locale === "fr") return fr_ph_deleted(inputs)
	if (locale === "es") return es_ph_deleted(inputs)
	return en_ph_deleted(inputs)
});