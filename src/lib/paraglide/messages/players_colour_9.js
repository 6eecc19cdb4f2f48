/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_9Inputs */

const en_players_colour_9 = /** @type {(inputs: Players_Colour_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indigo`)
};

const de_players_colour_9 = /** @type {(inputs: Players_Colour_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indigo`)
};

const fr_players_colour_9 = /** @type {(inputs: Players_Colour_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indigo`)
};

const es_players_colour_9 = /** @type {(inputs: Players_Colour_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Índigo`)
};

/**
* | output |
* | --- |
* | "Indigo" |
*
* @param {Players_Colour_9Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_9 = /** @type {((inputs?: Players_Colour_9Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_9Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_9(inputs)
	if (locale === "fr") return fr_players_colour_9(inputs)
	if (locale === "es") return es_players_colour_9(inputs)
	return en_players_colour_9(inputs)
});