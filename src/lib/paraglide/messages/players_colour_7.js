/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_7Inputs */

const en_players_colour_7 = /** @type {(inputs: Players_Colour_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Olive`)
};

const de_players_colour_7 = /** @type {(inputs: Players_Colour_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oliv`)
};

const fr_players_colour_7 = /** @type {(inputs: Players_Colour_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Olive`)
};

const es_players_colour_7 = /** @type {(inputs: Players_Colour_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oliva`)
};

/**
* | output |
* | --- |
* | "Olive" |
*
* @param {Players_Colour_7Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_7 = /** @type {((inputs?: Players_Colour_7Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_7Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_7(inputs)
	if (locale === "fr") return fr_players_colour_7(inputs)
	if (locale === "es") return es_players_colour_7(inputs)
	return en_players_colour_7(inputs)
});