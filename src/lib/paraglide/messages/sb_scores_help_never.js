/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Scores_Help_NeverInputs */

const en_sb_scores_help_never = /** @type {(inputs: Sb_Scores_Help_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandoned games never count, and wins and places come from finished games only.`)
};

const de_sb_scores_help_never = /** @type {(inputs: Sb_Scores_Help_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgebrochene Partien zählen nie, und Siege und Platzierungen stammen nur aus beendeten Partien.`)
};

const fr_sb_scores_help_never = /** @type {(inputs: Sb_Scores_Help_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les parties abandonnées ne comptent jamais, et les victoires et les places ne viennent que des parties terminées.`)
};

const es_sb_scores_help_never = /** @type {(inputs: Sb_Scores_Help_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las partidas abandonadas nunca cuentan, y las victorias y los puestos solo salen de partidas terminadas.`)
};

/**
* | output |
* | --- |
* | "Abandoned games never count, and wins and places come from finished games only." |
*
* @param {Sb_Scores_Help_NeverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_help_never = /** @type {((inputs?: Sb_Scores_Help_NeverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_Help_NeverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_help_never(inputs)
	if (locale === "fr") return fr_sb_scores_help_never(inputs)
	if (locale === "es") return es_sb_scores_help_never(inputs)
	return en_sb_scores_help_never(inputs)
});