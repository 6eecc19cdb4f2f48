/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Players_Colour_OfInputs */

const en_players_colour_of = /** @type {(inputs: Players_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colour of ${i?.name}`)
};

const de_players_colour_of = /** @type {(inputs: Players_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Farbe von ${i?.name}`)
};

const fr_players_colour_of = /** @type {(inputs: Players_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Couleur de ${i?.name}`)
};

const es_players_colour_of = /** @type {(inputs: Players_Colour_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Color de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Colour of {name}" |
*
* @param {Players_Colour_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_of = /** @type {((inputs: Players_Colour_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_of(inputs)
	if (locale === "fr") return fr_players_colour_of(inputs)
	if (locale === "es") return es_players_colour_of(inputs)
	return en_players_colour_of(inputs)
});