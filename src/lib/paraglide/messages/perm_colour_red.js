/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Colour_RedInputs */

const en_perm_colour_red = /** @type {(inputs: Perm_Colour_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`red`)
};

const de_perm_colour_red = /** @type {(inputs: Perm_Colour_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rot`)
};

const fr_perm_colour_red = /** @type {(inputs: Perm_Colour_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rouge`)
};

const es_perm_colour_red = /** @type {(inputs: Perm_Colour_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rojo`)
};

/**
* | output |
* | --- |
* | "red" |
*
* @param {Perm_Colour_RedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_red = /** @type {((inputs?: Perm_Colour_RedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_RedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_red(inputs)
	if (locale === "fr") return fr_perm_colour_red(inputs)
	if (locale === "es") return es_perm_colour_red(inputs)
	return en_perm_colour_red(inputs)
});