/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Colour_HelpInputs */

const en_players_colour_help = /** @type {(inputs: Players_Colour_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each colour reads well in the light and the dark theme. Players seated at one table always get different colours.`)
};

const de_players_colour_help = /** @type {(inputs: Players_Colour_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Farbe ist im hellen und im dunklen Design gut lesbar. Wer an einem Tisch sitzt, bekommt immer verschiedene Farben.`)
};

const fr_players_colour_help = /** @type {(inputs: Players_Colour_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque couleur se lit bien en thème clair comme en thème sombre. Les joueurs d’une même table ont toujours des couleurs différentes.`)
};

const es_players_colour_help = /** @type {(inputs: Players_Colour_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada color se lee bien con el tema claro y con el oscuro. Los jugadores de una misma mesa siempre tienen colores distintos.`)
};

/**
* | output |
* | --- |
* | "Each colour reads well in the light and the dark theme. Players seated at one table always get different colours." |
*
* @param {Players_Colour_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_colour_help = /** @type {((inputs?: Players_Colour_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Colour_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_colour_help(inputs)
	if (locale === "fr") return fr_players_colour_help(inputs)
	if (locale === "es") return es_players_colour_help(inputs)
	return en_players_colour_help(inputs)
});