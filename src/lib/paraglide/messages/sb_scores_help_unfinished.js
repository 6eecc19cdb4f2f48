/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Scores_Help_UnfinishedInputs */

const en_sb_scores_help_unfinished = /** @type {(inputs: Sb_Scores_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best and average scores include games stopped early or still being played.`)
};

const de_sb_scores_help_unfinished = /** @type {(inputs: Sb_Scores_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestwert und Durchschnitt enthalten vorzeitig beendete und noch laufende Partien.`)
};

const fr_sb_scores_help_unfinished = /** @type {(inputs: Sb_Scores_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le meilleur score et la moyenne comprennent les parties arrêtées avant la fin ou encore en cours.`)
};

const es_sb_scores_help_unfinished = /** @type {(inputs: Sb_Scores_Help_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mejor puntuación y la media incluyen las partidas terminadas antes de tiempo o aún en juego.`)
};

/**
* | output |
* | --- |
* | "Best and average scores include games stopped early or still being played." |
*
* @param {Sb_Scores_Help_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_help_unfinished = /** @type {((inputs?: Sb_Scores_Help_UnfinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_Help_UnfinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_help_unfinished(inputs)
	if (locale === "fr") return fr_sb_scores_help_unfinished(inputs)
	if (locale === "es") return es_sb_scores_help_unfinished(inputs)
	return en_sb_scores_help_unfinished(inputs)
});