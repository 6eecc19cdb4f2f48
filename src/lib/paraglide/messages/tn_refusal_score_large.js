/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, limit: NonNullable<unknown> }} Tn_Refusal_Score_LargeInputs */

const en_tn_refusal_score_large = /** @type {(inputs: Tn_Refusal_Score_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s score is too large: at most ${i?.limit} either way.`)
};

const de_tn_refusal_score_large = /** @type {(inputs: Tn_Refusal_Score_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Punktzahl von ${i?.name} ist zu groß: höchstens ${i?.limit} nach oben wie nach unten.`)
};

const fr_tn_refusal_score_large = /** @type {(inputs: Tn_Refusal_Score_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le score de ${i?.name} est trop grand : ${i?.limit} au plus, dans un sens comme dans l’autre.`)
};

const es_tn_refusal_score_large = /** @type {(inputs: Tn_Refusal_Score_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La puntuación de ${i?.name} es demasiado grande: como mucho ${i?.limit} en un sentido u otro.`)
};

/**
* | output |
* | --- |
* | "{name}'s score is too large: at most {limit} either way." |
*
* @param {Tn_Refusal_Score_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_score_large = /** @type {((inputs: Tn_Refusal_Score_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Score_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_score_large(inputs)
	if (locale === "fr") return fr_tn_refusal_score_large(inputs)
	if (locale === "es") return es_tn_refusal_score_large(inputs)
	return en_tn_refusal_score_large(inputs)
});