/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Scores_Help_FinishedInputs */

const en_sb_scores_help_finished = /** @type {(inputs: Sb_Scores_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best and average scores come only from games played to the end.`)
};

const de_sb_scores_help_finished = /** @type {(inputs: Sb_Scores_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestwert und Durchschnitt stammen nur aus zu Ende gespielten Partien.`)
};

const fr_sb_scores_help_finished = /** @type {(inputs: Sb_Scores_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur score et la moyenne ne viennent que des parties jouées jusqu’au bout.`)
};

const es_sb_scores_help_finished = /** @type {(inputs: Sb_Scores_Help_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mejor puntuación y la media solo salen de partidas jugadas hasta el final.`)
};

/**
* | output |
* | --- |
* | "Best and average scores come only from games played to the end." |
*
* @param {Sb_Scores_Help_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_help_finished = /** @type {((inputs?: Sb_Scores_Help_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_Help_FinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_help_finished(inputs)
	if (locale === "fr") return fr_sb_scores_help_finished(inputs)
	if (locale === "es") return es_sb_scores_help_finished(inputs)
	return en_sb_scores_help_finished(inputs)
});