/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_No_Scores_InInputs */

const en_sb_no_scores_in = /** @type {(inputs: Sb_No_Scores_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No scores in ${i?.name} yet.`)
};

const de_sb_no_scores_in = /** @type {(inputs: Sb_No_Scores_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch keine Punkte in ${i?.name}.`)
};

const fr_sb_no_scores_in = /** @type {(inputs: Sb_No_Scores_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun score à ${i?.name} pour l’instant.`)
};

const es_sb_no_scores_in = /** @type {(inputs: Sb_No_Scores_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todavía no hay puntuaciones en ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "No scores in {name} yet." |
*
* @param {Sb_No_Scores_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_no_scores_in = /** @type {((inputs: Sb_No_Scores_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_No_Scores_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_no_scores_in(inputs)
	if (locale === "fr") return fr_sb_no_scores_in(inputs)
	if (locale === "es") return es_sb_no_scores_in(inputs)
	return en_sb_no_scores_in(inputs)
});