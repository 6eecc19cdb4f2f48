/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_2Inputs */

const en_players_colour_2 = /** @type {(inputs: Players_Colour_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Green`)
};

const de_players_colour_2 = /** @type {(inputs: Players_Colour_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grün`)
};

const fr_players_colour_2 = /** @type {(inputs: Players_Colour_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vert`)
};

const es_players_colour_2 = /** @type {(inputs: Players_Colour_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verde`)
};

/**
* | output |
* | --- |
* | "Green" |
*
* @param {Players_Colour_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_2 = /** @type {((inputs?: Players_Colour_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_2Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_2(inputs)
	if (locale === "fr") return fr_players_colour_2(inputs)
	if (locale === "es") return es_players_colour_2(inputs)
	return en_players_colour_2(inputs)
});