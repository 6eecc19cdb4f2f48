/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_ColourInputs */

const en_fm_bf_colour = /** @type {(inputs: Fm_Bf_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`colour`)
};

const de_fm_bf_colour = /** @type {(inputs: Fm_Bf_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbe`)
};

const fr_fm_bf_colour = /** @type {(inputs: Fm_Bf_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`couleur`)
};

const es_fm_bf_colour = /** @type {(inputs: Fm_Bf_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`color`)
};

/**
* | output |
* | --- |
* | "colour" |
*
* @param {Fm_Bf_ColourInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_colour = /** @type {((inputs?: Fm_Bf_ColourInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_ColourInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_colour(inputs)
	if (locale === "fr") return fr_fm_bf_colour(inputs)
	if (locale === "es") return es_fm_bf_colour(inputs)
	return en_fm_bf_colour(inputs)
});