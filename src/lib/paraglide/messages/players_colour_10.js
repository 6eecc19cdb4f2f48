/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_10Inputs */

const en_players_colour_10 = /** @type {(inputs: Players_Colour_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brown`)
};

const de_players_colour_10 = /** @type {(inputs: Players_Colour_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Braun`)
};

const fr_players_colour_10 = /** @type {(inputs: Players_Colour_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brun`)
};

const es_players_colour_10 = /** @type {(inputs: Players_Colour_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marrón`)
};

/**
* | output |
* | --- |
* | "Brown" |
*
* @param {Players_Colour_10Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_10 = /** @type {((inputs?: Players_Colour_10Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_10Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_10(inputs)
	if (locale === "fr") return fr_players_colour_10(inputs)
	if (locale === "es") return es_players_colour_10(inputs)
	return en_players_colour_10(inputs)
});