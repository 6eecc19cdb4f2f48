/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_0Inputs */

const en_players_colour_0 = /** @type {(inputs: Players_Colour_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blue`)
};

const de_players_colour_0 = /** @type {(inputs: Players_Colour_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blau`)
};

const fr_players_colour_0 = /** @type {(inputs: Players_Colour_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleu`)
};

const es_players_colour_0 = /** @type {(inputs: Players_Colour_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azul`)
};

/**
* | output |
* | --- |
* | "Blue" |
*
* @param {Players_Colour_0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_0 = /** @type {((inputs?: Players_Colour_0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_0Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_0(inputs)
	if (locale === "fr") return fr_players_colour_0(inputs)
	if (locale === "es") return es_players_colour_0(inputs)
	return en_players_colour_0(inputs)
});