/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_5Inputs */

const en_players_colour_5 = /** @type {(inputs: Players_Colour_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teal`)
};

const de_players_colour_5 = /** @type {(inputs: Players_Colour_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petrol`)
};

const fr_players_colour_5 = /** @type {(inputs: Players_Colour_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bleu canard`)
};

const es_players_colour_5 = /** @type {(inputs: Players_Colour_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verde azulado`)
};

/**
* | output |
* | --- |
* | "Teal" |
*
* @param {Players_Colour_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_5 = /** @type {((inputs?: Players_Colour_5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_5Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_5(inputs)
	if (locale === "fr") return fr_players_colour_5(inputs)
	if (locale === "es") return es_players_colour_5(inputs)
	return en_players_colour_5(inputs)
});