/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colour_GreenInputs */

const en_perm_colour_green = /** @type {(inputs: Perm_Colour_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`green`)
};

const de_perm_colour_green = /** @type {(inputs: Perm_Colour_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grün`)
};

const fr_perm_colour_green = /** @type {(inputs: Perm_Colour_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vert`)
};

const es_perm_colour_green = /** @type {(inputs: Perm_Colour_GreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`verde`)
};

/**
* | output |
* | --- |
* | "green" |
*
* @param {Perm_Colour_GreenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_green = /** @type {((inputs?: Perm_Colour_GreenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_GreenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_green(inputs)
	if (locale === "fr") return fr_perm_colour_green(inputs)
	if (locale === "es") return es_perm_colour_green(inputs)
	return en_perm_colour_green(inputs)
});