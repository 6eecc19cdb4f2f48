/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Scores_By_RoundInputs */

const en_perm_scores_by_round = /** @type {(inputs: Perm_Scores_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores by round`)
};

const de_perm_scores_by_round = /** @type {(inputs: Perm_Scores_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte je Runde`)
};

const fr_perm_scores_by_round = /** @type {(inputs: Perm_Scores_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores par manche`)
};

const es_perm_scores_by_round = /** @type {(inputs: Perm_Scores_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos por ronda`)
};

/**
* | output |
* | --- |
* | "Scores by round" |
*
* @param {Perm_Scores_By_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_scores_by_round = /** @type {((inputs?: Perm_Scores_By_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Scores_By_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_scores_by_round(inputs)
	if (locale === "fr") return fr_perm_scores_by_round(inputs)
	if (locale === "es") return es_perm_scores_by_round(inputs)
	return en_perm_scores_by_round(inputs)
});