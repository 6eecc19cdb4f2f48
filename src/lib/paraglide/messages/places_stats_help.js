/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Stats_HelpInputs */

const en_places_stats_help = /** @type {(inputs: Places_Stats_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counts only the games played at the place chosen.`)
};

const de_places_stats_help = /** @type {(inputs: Places_Stats_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zählt nur die Spiele, die am gewählten Ort gespielt wurden.`)
};

const fr_places_stats_help = /** @type {(inputs: Places_Stats_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne compte que les parties jouées au lieu choisi.`)
};

const es_places_stats_help = /** @type {(inputs: Places_Stats_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta solo las partidas jugadas en el lugar elegido.`)
};

/**
* | output |
* | --- |
* | "Counts only the games played at the place chosen." |
*
* @param {Places_Stats_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_stats_help = /** @type {((inputs?: Places_Stats_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Stats_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_stats_help(inputs)
	if (locale === "fr") return fr_places_stats_help(inputs)
	if (locale === "es") return es_places_stats_help(inputs)
	return en_places_stats_help(inputs)
});