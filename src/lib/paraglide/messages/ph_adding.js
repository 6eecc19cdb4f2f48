/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_AddingInputs */

const en_ph_adding = /** @type {(inputs: Ph_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding the photo…`)
};

const de_ph_adding = /** @type {(inputs: Ph_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto wird hinzugefügt …`)
};

const fr_ph_adding = /** @type {(inputs: Ph_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajout de la photo…`)
};

const es_ph_adding = /** @type {(inputs: Ph_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadiendo la foto…`)
};

/**
* | output |
* | --- |
* | "Adding the photo…" |
*
* @param {Ph_AddingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_adding = /** @type {((inputs?: Ph_AddingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_AddingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_adding(inputs)
	if (locale === "fr") return fr_ph_adding(inputs)
	if (locale === "es") return es_ph_adding(inputs)
	return en_ph_adding(inputs)
});