/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Players_HelpInputs */

const en_sb_players_help = /** @type {(inputs: Sb_Players_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Games finished, wins and places, over every game. Scores are not compared from one game to another: they are under Games.`)
};

const de_sb_players_help = /** @type {(inputs: Sb_Players_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendete Partien, Siege und Platzierungen über alle Spiele. Punkte werden nicht zwischen verschiedenen Spielen verglichen: Sie stehen unter Spiele.`)
};

const fr_sb_players_help = /** @type {(inputs: Sb_Players_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties terminées, victoires et places, sur tous les jeux. Les scores ne se comparent pas d’un jeu à l’autre : ils sont sous Jeux.`)
};

const es_sb_players_help = /** @type {(inputs: Sb_Players_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas terminadas, victorias y puestos en todos los juegos. Las puntuaciones no se comparan de un juego a otro: están en Juegos.`)
};

/**
* | output |
* | --- |
* | "Games finished, wins and places, over every game. Scores are not compared from one game to another: they are under Games." |
*
* @param {Sb_Players_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_players_help = /** @type {((inputs?: Sb_Players_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Players_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_players_help(inputs)
	if (locale === "fr") return fr_sb_players_help(inputs)
	if (locale === "es") return es_sb_players_help(inputs)
	return en_sb_players_help(inputs)
});