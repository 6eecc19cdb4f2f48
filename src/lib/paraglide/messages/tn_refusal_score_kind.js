/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, value: NonNullable<unknown> }} Tn_Refusal_Score_KindInputs */

const en_tn_refusal_score_kind = /** @type {(inputs: Tn_Refusal_Score_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s score should be ${i?.kind}; it is ${i?.value}.`)
};

const de_tn_refusal_score_kind = /** @type {(inputs: Tn_Refusal_Score_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Punktzahl von ${i?.name} muss ${i?.kind} sein; angegeben ist ${i?.value}.`)
};

const fr_tn_refusal_score_kind = /** @type {(inputs: Tn_Refusal_Score_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le score de ${i?.name} doit être ${i?.kind} ; il vaut ${i?.value}.`)
};

const es_tn_refusal_score_kind = /** @type {(inputs: Tn_Refusal_Score_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La puntuación de ${i?.name} debe ser ${i?.kind}; es ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "{name}'s score should be {kind}; it is {value}." |
*
* @param {Tn_Refusal_Score_KindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_score_kind = /** @type {((inputs: Tn_Refusal_Score_KindInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Score_KindInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_score_kind(inputs)
	if (locale === "fr") return fr_tn_refusal_score_kind(inputs)
	if (locale === "es") return es_tn_refusal_score_kind(inputs)
	return en_tn_refusal_score_kind(inputs)
});