/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_4Inputs */

const en_players_colour_4 = /** @type {(inputs: Players_Colour_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amber`)
};

const de_players_colour_4 = /** @type {(inputs: Players_Colour_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bernstein`)
};

const fr_players_colour_4 = /** @type {(inputs: Players_Colour_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambre`)
};

const es_players_colour_4 = /** @type {(inputs: Players_Colour_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ámbar`)
};

/**
* | output |
* | --- |
* | "Amber" |
*
* @param {Players_Colour_4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_4 = /** @type {((inputs?: Players_Colour_4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_4Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_4(inputs)
	if (locale === "fr") return fr_players_colour_4(inputs)
	if (locale === "es") return es_players_colour_4(inputs)
	return en_players_colour_4(inputs)
});