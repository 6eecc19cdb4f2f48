/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_1Inputs */

const en_players_colour_1 = /** @type {(inputs: Players_Colour_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red`)
};

const de_players_colour_1 = /** @type {(inputs: Players_Colour_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rot`)
};

const fr_players_colour_1 = /** @type {(inputs: Players_Colour_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rouge`)
};

const es_players_colour_1 = /** @type {(inputs: Players_Colour_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rojo`)
};

/**
* | output |
* | --- |
* | "Red" |
*
* @param {Players_Colour_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_1 = /** @type {((inputs?: Players_Colour_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_1(inputs)
	if (locale === "fr") return fr_players_colour_1(inputs)
	if (locale === "es") return es_players_colour_1(inputs)
	return en_players_colour_1(inputs)
});