/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_Time_HelpInputs */

const en_pl_over_time_help = /** @type {(inputs: Pl_Over_Time_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished games per month, in the period and place chosen above. Choose a player to see their wins too: a co-operative game counts as a game played, not a win.`)
};

const de_pl_over_time_help = /** @type {(inputs: Pl_Over_Time_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendete Spiele pro Monat, im oben gewählten Zeitraum und Ort. Wähle einen Spieler, um auch seine Siege zu sehen: Ein kooperatives Spiel zählt als gespielt, nicht als Sieg.`)
};

const fr_pl_over_time_help = /** @type {(inputs: Pl_Over_Time_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties terminées par mois, sur la période et le lieu choisis plus haut. Choisissez un joueur pour voir aussi ses victoires : une partie coopérative compte comme jouée, pas comme une victoire.`)
};

const es_pl_over_time_help = /** @type {(inputs: Pl_Over_Time_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas terminadas por mes, en el periodo y el lugar elegidos arriba. Elige un jugador para ver también sus victorias: una partida cooperativa cuenta como jugada, no como victoria.`)
};

/**
* | output |
* | --- |
* | "Finished games per month, in the period and place chosen above. Choose a player to see their wins too: a co-operative game counts as a game played, not a win." |
*
* @param {Pl_Over_Time_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time_help = /** @type {((inputs?: Pl_Over_Time_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_Time_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time_help(inputs)
	if (locale === "fr") return fr_pl_over_time_help(inputs)
	if (locale === "es") return es_pl_over_time_help(inputs)
	return en_pl_over_time_help(inputs)
});