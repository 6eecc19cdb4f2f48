/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Not_ImageInputs */

const en_ph_not_image = /** @type {(inputs: Ph_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a picture, so nothing was added.`)
};

const de_ph_not_image = /** @type {(inputs: Ph_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist kein Bild, daher wurde nichts hinzugefügt.`)
};

const fr_ph_not_image = /** @type {(inputs: Ph_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas une image : rien n’a été ajouté.`)
};

const es_ph_not_image = /** @type {(inputs: Ph_Not_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es una imagen, así que no se ha añadido nada.`)
};

/**
* | output |
* | --- |
* | "This file is not a picture, so nothing was added." |
*
* @param {Ph_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_not_image = /** @type {((inputs?: Ph_Not_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Not_ImageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_not_image(inputs)
	if (locale === "fr") return fr_ph_not_image(inputs)
	if (locale === "es") return es_ph_not_image(inputs)
	return en_ph_not_image(inputs)
});