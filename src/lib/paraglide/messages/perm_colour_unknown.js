/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colour_UnknownInputs */

const en_perm_colour_unknown = /** @type {(inputs: Perm_Colour_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`colour unknown`)
};

const de_perm_colour_unknown = /** @type {(inputs: Perm_Colour_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbe unbekannt`)
};

const fr_perm_colour_unknown = /** @type {(inputs: Perm_Colour_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`couleur inconnue`)
};

const es_perm_colour_unknown = /** @type {(inputs: Perm_Colour_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`color desconocido`)
};

/**
* | output |
* | --- |
* | "colour unknown" |
*
* @param {Perm_Colour_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_unknown = /** @type {((inputs?: Perm_Colour_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_unknown(inputs)
	if (locale === "fr") return fr_perm_colour_unknown(inputs)
	if (locale === "es") return es_perm_colour_unknown(inputs)
	return en_perm_colour_unknown(inputs)
});