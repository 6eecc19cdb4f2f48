/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Refusal_No_ScoreInputs */

const en_tn_refusal_no_score = /** @type {(inputs: Tn_Refusal_No_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has no score for this round.`)
};

const de_tn_refusal_no_score = /** @type {(inputs: Tn_Refusal_No_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in dieser Runde keine Punkte.`)
};

const fr_tn_refusal_no_score = /** @type {(inputs: Tn_Refusal_No_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’a pas de score pour cette manche.`)
};

const es_tn_refusal_no_score = /** @type {(inputs: Tn_Refusal_No_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no tiene puntuación en esta ronda.`)
};

/**
* | output |
* | --- |
* | "{name} has no score for this round." |
*
* @param {Tn_Refusal_No_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_no_score = /** @type {((inputs: Tn_Refusal_No_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_No_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_no_score(inputs)
	if (locale === "fr") return fr_tn_refusal_no_score(inputs)
	if (locale === "es") return es_tn_refusal_no_score(inputs)
	return en_tn_refusal_no_score(inputs)
});