/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Export_HelpInputs */

const en_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save every finished play as a file for BoardGameGeek or BG Stats. BoardGameGeek's format cannot say that the lowest score wins; the winners it names stay right.`)
};

const de_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichere jede beendete Partie als Datei für BoardGameGeek oder BG Stats. Das Format von BoardGameGeek kann nicht ausdrücken, dass die niedrigste Punktzahl gewinnt; die genannten Sieger stimmen trotzdem.`)
};

const fr_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez chaque partie terminée dans un fichier pour BoardGameGeek ou BG Stats. Le format de BoardGameGeek ne sait pas dire que le score le plus bas gagne ; les gagnants qu’il nomme restent justes.`)
};

const es_fm_plays_export_help = /** @type {(inputs: Fm_Plays_Export_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarda cada partida terminada en un archivo para BoardGameGeek o BG Stats. El formato de BoardGameGeek no puede indicar que gana la puntuación más baja; los ganadores que nombra siguen siendo correctos.`)
};

/**
* | output |
* | --- |
* | "Save every finished play as a file for BoardGameGeek or BG Stats. BoardGameGeek's format cannot say that the lowest score wins; the winners it names stay right." |
*
* @param {Fm_Plays_Export_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_export_help = /** @type {((inputs?: Fm_Plays_Export_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Export_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_export_help(inputs)
	if (locale === "fr") return fr_fm_plays_export_help(inputs)
	if (locale === "es") return es_fm_plays_export_help(inputs)
	return en_fm_plays_export_help(inputs)
});