/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Games_HelpInputs */

const en_sb_games_help = /** @type {(inputs: Sb_Games_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games of the notepad are the same game when they have the same name (capitals aside) and the same winner: the highest or the lowest total. Best means the lowest score where the lowest total wins.`)
};

const de_sb_games_help = /** @type {(inputs: Sb_Games_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele des Notizblocks gelten als dasselbe Spiel, wenn sie denselben Namen (ohne Rücksicht auf Groß- und Kleinschreibung) und denselben Sieger haben: die höchste oder die niedrigste Summe. Bester Wert heißt der niedrigste, wo die niedrigste Summe gewinnt.`)
};

const fr_sb_games_help = /** @type {(inputs: Sb_Games_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les jeux du bloc-notes sont le même jeu quand ils ont le même nom (majuscules mises à part) et le même gagnant : le plus grand ou le plus petit total. Le meilleur score est le plus bas là où le plus petit total gagne.`)
};

const es_sb_games_help = /** @type {(inputs: Sb_Games_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los juegos del bloc de notas son el mismo juego cuando tienen el mismo nombre (sin contar mayúsculas) y el mismo ganador: el total más alto o el más bajo. La mejor puntuación es la más baja donde gana el total más bajo.`)
};

/**
* | output |
* | --- |
* | "Games of the notepad are the same game when they have the same name (capitals aside) and the same winner: the highest or the lowest total. Best means the low..." |
*
* @param {Sb_Games_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_games_help = /** @type {((inputs?: Sb_Games_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Games_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_games_help(inputs)
	if (locale === "fr") return fr_sb_games_help(inputs)
	if (locale === "es") return es_sb_games_help(inputs)
	return en_sb_games_help(inputs)
});