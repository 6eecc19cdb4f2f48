/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tm_Refusal_Team_Scores_AloneInputs */

const en_tm_refusal_team_scores_alone = /** @type {(inputs: Tm_Refusal_Team_Scores_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a team game or a co-operative game can be scored one score per team.`)
};

const de_tm_refusal_team_scores_alone = /** @type {(inputs: Tm_Refusal_Team_Scores_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur ein Teamspiel oder ein kooperatives Spiel kann mit einer Punktzahl pro Team gewertet werden.`)
};

const fr_tm_refusal_team_scores_alone = /** @type {(inputs: Tm_Refusal_Team_Scores_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une partie en équipes ou coopérative peut se compter avec un score par équipe.`)
};

const es_tm_refusal_team_scores_alone = /** @type {(inputs: Tm_Refusal_Team_Scores_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo una partida por equipos o cooperativa puede puntuarse con una puntuación por equipo.`)
};

/**
* | output |
* | --- |
* | "Only a team game or a co-operative game can be scored one score per team." |
*
* @param {Tm_Refusal_Team_Scores_AloneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_refusal_team_scores_alone = /** @type {((inputs?: Tm_Refusal_Team_Scores_AloneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Refusal_Team_Scores_AloneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_refusal_team_scores_alone(inputs)
	if (locale === "fr") return fr_tm_refusal_team_scores_alone(inputs)
	if (locale === "es") return es_tm_refusal_team_scores_alone(inputs)
	return en_tm_refusal_team_scores_alone(inputs)
});