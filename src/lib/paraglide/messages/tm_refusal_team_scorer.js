/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tm_Refusal_Team_ScorerInputs */

const en_tm_refusal_team_scorer = /** @type {(inputs: Tm_Refusal_Team_ScorerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In this game each team writes one score a round, not each player: ${i?.name} has no score of their own.`)
};

const de_tm_refusal_team_scorer = /** @type {(inputs: Tm_Refusal_Team_ScorerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In diesem Spiel schreibt jedes Team eine Punktzahl pro Runde, nicht jeder Spieler: ${i?.name} hat keine eigene Punktzahl.`)
};

const fr_tm_refusal_team_scorer = /** @type {(inputs: Tm_Refusal_Team_ScorerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans cette partie, chaque équipe note un score par manche, pas chaque joueur : ${i?.name} n’a pas de score à soi.`)
};

const es_tm_refusal_team_scorer = /** @type {(inputs: Tm_Refusal_Team_ScorerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En esta partida cada equipo anota una puntuación por ronda, no cada jugador: ${i?.name} no tiene puntuación propia.`)
};

/**
* | output |
* | --- |
* | "In this game each team writes one score a round, not each player: {name} has no score of their own." |
*
* @param {Tm_Refusal_Team_ScorerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_team_scorer = /** @type {((inputs: Tm_Refusal_Team_ScorerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Team_ScorerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_team_scorer(inputs)
	if (locale === "fr") return fr_tm_refusal_team_scorer(inputs)
	if (locale === "es") return es_tm_refusal_team_scorer(inputs)
	return en_tm_refusal_team_scorer(inputs)
});