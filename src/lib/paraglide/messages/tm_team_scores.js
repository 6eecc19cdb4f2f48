/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tm_Team_ScoresInputs */

const en_tm_team_scores = /** @type {(inputs: Tm_Team_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One score per team each round`)
};

const de_tm_team_scores = /** @type {(inputs: Tm_Team_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Punktzahl pro Team und Runde`)
};

const fr_tm_team_scores = /** @type {(inputs: Tm_Team_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un score par équipe à chaque manche`)
};

const es_tm_team_scores = /** @type {(inputs: Tm_Team_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una puntuación por equipo en cada ronda`)
};

/**
* | output |
* | --- |
* | "One score per team each round" |
*
* @param {Tm_Team_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_team_scores = /** @type {((inputs?: Tm_Team_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_Team_ScoresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_team_scores(inputs)
	if (locale === "fr") return fr_tm_team_scores(inputs)
	if (locale === "es") return es_tm_team_scores(inputs)
	return en_tm_team_scores(inputs)
});