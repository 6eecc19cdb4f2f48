/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Export_HelpInputs */

const en_sb_export_help = /** @type {(inputs: Sb_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saves every game, the players and the settings in one file.`)
};

const de_sb_export_help = /** @type {(inputs: Sb_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichert alle Partien, die Spieler und die Einstellungen in einer Datei.`)
};

const fr_sb_export_help = /** @type {(inputs: Sb_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistre toutes les parties, les joueurs et les réglages dans un seul fichier.`)
};

const es_sb_export_help = /** @type {(inputs: Sb_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda todas las partidas, los jugadores y los ajustes en un solo archivo.`)
};

/**
* | output |
* | --- |
* | "Saves every game, the players and the settings in one file." |
*
* @param {Sb_Export_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_export_help = /** @type {((inputs?: Sb_Export_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Export_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_export_help(inputs)
	if (locale === "fr") return fr_sb_export_help(inputs)
	if (locale === "es") return es_sb_export_help(inputs)
	return en_sb_export_help(inputs)
});