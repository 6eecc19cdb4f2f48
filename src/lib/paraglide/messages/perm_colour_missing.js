/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Colour_MissingInputs */

const en_perm_colour_missing = /** @type {(inputs: Perm_Colour_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} needs one of the colours red, yellow, green or blue.`)
};

const de_perm_colour_missing = /** @type {(inputs: Perm_Colour_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} braucht eine der Farben Rot, Gelb, Grün oder Blau.`)
};

const fr_perm_colour_missing = /** @type {(inputs: Perm_Colour_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a besoin d’une des couleurs rouge, jaune, vert ou bleu.`)
};

const es_perm_colour_missing = /** @type {(inputs: Perm_Colour_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} necesita uno de los colores rojo, amarillo, verde o azul.`)
};

/**
* | output |
* | --- |
* | "{name} needs one of the colours red, yellow, green or blue." |
*
* @param {Perm_Colour_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_missing = /** @type {((inputs: Perm_Colour_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_missing(inputs)
	if (locale === "fr") return fr_perm_colour_missing(inputs)
	if (locale === "es") return es_perm_colour_missing(inputs)
	return en_perm_colour_missing(inputs)
});