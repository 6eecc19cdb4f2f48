/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_AddInputs */

const en_ph_add = /** @type {(inputs: Ph_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take or add a photo`)
};

const de_ph_add = /** @type {(inputs: Ph_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto aufnehmen oder hinzufügen`)
};

const fr_ph_add = /** @type {(inputs: Ph_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prendre ou ajouter une photo`)
};

const es_ph_add = /** @type {(inputs: Ph_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer o añadir una foto`)
};

/**
* | output |
* | --- |
* | "Take or add a photo" |
*
* @param {Ph_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_add = /** @type {((inputs?: Ph_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_add(inputs)
	if (locale === "fr") return fr_ph_add(inputs)
	if (locale === "es") return es_ph_add(inputs)
	return en_ph_add(inputs)
});