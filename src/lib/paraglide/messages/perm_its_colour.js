/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Its_ColourInputs */

const en_perm_its_colour = /** @type {(inputs: Perm_Its_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its colour`)
};

const de_perm_its_colour = /** @type {(inputs: Perm_Its_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Farbe`)
};

const fr_perm_its_colour = /** @type {(inputs: Perm_Its_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sa couleur`)
};

const es_perm_its_colour = /** @type {(inputs: Perm_Its_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su color`)
};

/**
* | output |
* | --- |
* | "Its colour" |
*
* @param {Perm_Its_ColourInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_its_colour = /** @type {((inputs?: Perm_Its_ColourInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Its_ColourInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_its_colour(inputs)
	if (locale === "fr") return fr_perm_its_colour(inputs)
	if (locale === "es") return es_perm_its_colour(inputs)
	return en_perm_its_colour(inputs)
});