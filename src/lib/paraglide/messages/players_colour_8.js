/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_8Inputs */

const en_players_colour_8 = /** @type {(inputs: Players_Colour_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orange`)
};

const de_players_colour_8 = /** @type {(inputs: Players_Colour_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orange`)
};

const fr_players_colour_8 = /** @type {(inputs: Players_Colour_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orange`)
};

const es_players_colour_8 = /** @type {(inputs: Players_Colour_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naranja`)
};

/**
* | output |
* | --- |
* | "Orange" |
*
* @param {Players_Colour_8Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_8 = /** @type {((inputs?: Players_Colour_8Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_8Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_8(inputs)
	if (locale === "fr") return fr_players_colour_8(inputs)
	if (locale === "es") return es_players_colour_8(inputs)
	return en_players_colour_8(inputs)
});