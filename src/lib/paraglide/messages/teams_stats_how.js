/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Teams_Stats_HowInputs */

const en_teams_stats_how = /** @type {(inputs: Teams_Stats_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams and co-operative games: a team’s win counts as a win for each of its players, and their place is the team’s; teammates are not compared head to head. A co-operative game counts for the table: each of its players has it under Co-op games, won or lost together, and it changes nobody’s wins or win rate.`)
};

const de_teams_stats_how = /** @type {(inputs: Teams_Stats_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams und kooperative Spiele: Ein Sieg eines Teams zählt als Sieg für jeden im Team, und sein Platz ist der des Teams; Teammitglieder werden nicht direkt verglichen. Ein kooperatives Spiel zählt für den Tisch: Jeder Mitspieler hat es unter Kooperative Spiele, gemeinsam gewonnen oder verloren, und es ändert niemandes Siege oder Siegquote.`)
};

const fr_teams_stats_how = /** @type {(inputs: Teams_Stats_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Équipes et jeux coopératifs : la victoire d’une équipe compte comme une victoire pour chacun de ses joueurs, et leur place est celle de l’équipe ; des coéquipiers ne sont pas comparés en face-à-face. Un jeu coopératif compte pour la table : chacun de ses joueurs le retrouve sous Parties coopératives, gagnée ou perdue ensemble, et il ne change les victoires ni le taux de victoire de personne.`)
};

const es_teams_stats_how = /** @type {(inputs: Teams_Stats_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipos y juegos cooperativos: la victoria de un equipo cuenta como victoria para cada uno de sus jugadores, y su puesto es el del equipo; los compañeros de equipo no se comparan entre sí. Un juego cooperativo cuenta para la mesa: cada uno de sus jugadores lo tiene en Partidas cooperativas, ganada o perdida en conjunto, y no cambia las victorias ni el porcentaje de victorias de nadie.`)
};

/**
* | output |
* | --- |
* | "Teams and co-operative games: a team’s win counts as a win for each of its players, and their place is the team’s; teammates are not compared head to head. A..." |
*
* @param {Teams_Stats_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const teams_stats_how = /** @type {((inputs?: Teams_Stats_HowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teams_Stats_HowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_teams_stats_how(inputs)
	if (locale === "fr") return fr_teams_stats_how(inputs)
	if (locale === "es") return es_teams_stats_how(inputs)
	return en_teams_stats_how(inputs)
});