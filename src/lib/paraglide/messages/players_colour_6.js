/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_6Inputs */

const en_players_colour_6 = /** @type {(inputs: Players_Colour_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pink`)
};

const de_players_colour_6 = /** @type {(inputs: Players_Colour_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pink`)
};

const fr_players_colour_6 = /** @type {(inputs: Players_Colour_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rose`)
};

const es_players_colour_6 = /** @type {(inputs: Players_Colour_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rosa`)
};

/**
* | output |
* | --- |
* | "Pink" |
*
* @param {Players_Colour_6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_6 = /** @type {((inputs?: Players_Colour_6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_6Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_6(inputs)
	if (locale === "fr") return fr_players_colour_6(inputs)
	if (locale === "es") return es_players_colour_6(inputs)
	return en_players_colour_6(inputs)
});