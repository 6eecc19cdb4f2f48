/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_11Inputs */

const en_players_colour_11 = /** @type {(inputs: Players_Colour_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slate`)
};

const de_players_colour_11 = /** @type {(inputs: Players_Colour_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schiefergrau`)
};

const fr_players_colour_11 = /** @type {(inputs: Players_Colour_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ardoise`)
};

const es_players_colour_11 = /** @type {(inputs: Players_Colour_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pizarra`)
};

/**
* | output |
* | --- |
* | "Slate" |
*
* @param {Players_Colour_11Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_11 = /** @type {((inputs?: Players_Colour_11Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_11Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_11(inputs)
	if (locale === "fr") return fr_players_colour_11(inputs)
	if (locale === "es") return es_players_colour_11(inputs)
	return en_players_colour_11(inputs)
});