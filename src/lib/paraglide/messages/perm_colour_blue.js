/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colour_BlueInputs */

const en_perm_colour_blue = /** @type {(inputs: Perm_Colour_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blue`)
};

const de_perm_colour_blue = /** @type {(inputs: Perm_Colour_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blau`)
};

const fr_perm_colour_blue = /** @type {(inputs: Perm_Colour_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bleu`)
};

const es_perm_colour_blue = /** @type {(inputs: Perm_Colour_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`azul`)
};

/**
* | output |
* | --- |
* | "blue" |
*
* @param {Perm_Colour_BlueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_blue = /** @type {((inputs?: Perm_Colour_BlueInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_BlueInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_blue(inputs)
	if (locale === "fr") return fr_perm_colour_blue(inputs)
	if (locale === "es") return es_perm_colour_blue(inputs)
	return en_perm_colour_blue(inputs)
});