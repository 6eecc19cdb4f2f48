/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown>, round: NonNullable<unknown> }} Tn_Refusal_Same_ScoreInputs */

const en_tn_refusal_same_score = /** @type {(inputs: Tn_Refusal_Same_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} already has ${i?.value} in round ${i?.round}: nothing to correct.`)
};

const de_tn_refusal_same_score = /** @type {(inputs: Tn_Refusal_Same_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in Runde ${i?.round} schon ${i?.value}: nichts zu korrigieren.`)
};

const fr_tn_refusal_same_score = /** @type {(inputs: Tn_Refusal_Same_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a déjà ${i?.value} à la manche ${i?.round} : rien à corriger.`)
};

const es_tn_refusal_same_score = /** @type {(inputs: Tn_Refusal_Same_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ya tiene ${i?.value} en la ronda ${i?.round}: nada que corregir.`)
};

/**
* | output |
* | --- |
* | "{name} already has {value} in round {round}: nothing to correct." |
*
* @param {Tn_Refusal_Same_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_same_score = /** @type {((inputs: Tn_Refusal_Same_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Same_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_same_score(inputs)
	if (locale === "fr") return fr_tn_refusal_same_score(inputs)
	if (locale === "es") return es_tn_refusal_same_score(inputs)
	return en_tn_refusal_same_score(inputs)
});