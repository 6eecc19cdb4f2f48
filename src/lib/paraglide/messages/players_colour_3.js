/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_3Inputs */

const en_players_colour_3 = /** @type {(inputs: Players_Colour_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purple`)
};

const de_players_colour_3 = /** @type {(inputs: Players_Colour_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lila`)
};

const fr_players_colour_3 = /** @type {(inputs: Players_Colour_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violet`)
};

const es_players_colour_3 = /** @type {(inputs: Players_Colour_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morado`)
};

/**
* | output |
* | --- |
* | "Purple" |
*
* @param {Players_Colour_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_3 = /** @type {((inputs?: Players_Colour_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_3Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_3(inputs)
	if (locale === "fr") return fr_players_colour_3(inputs)
	if (locale === "es") return es_players_colour_3(inputs)
	return en_players_colour_3(inputs)
});