/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_AddedInputs */

const en_ph_added = /** @type {(inputs: Ph_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo added.`)
};

const de_ph_added = /** @type {(inputs: Ph_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto hinzugefügt.`)
};

const fr_ph_added = /** @type {(inputs: Ph_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo ajoutée.`)
};

const es_ph_added = /** @type {(inputs: Ph_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto añadida.`)
};

/**
* | output |
* | --- |
* | "Photo added." |
*
* @param {Ph_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_added = /** @type {((inputs?: Ph_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_AddedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_added(inputs)
	if (locale === "fr") return fr_ph_added(inputs)
	if (locale === "es") return es_ph_added(inputs)
	return en_ph_added(inputs)
});