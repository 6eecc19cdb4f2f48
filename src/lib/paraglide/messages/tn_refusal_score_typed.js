/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, kind: NonNullable<unknown>, example: NonNullable<unknown>, text: NonNullable<unknown> }} Tn_Refusal_Score_TypedInputs */

const en_tn_refusal_score_typed = /** @type {(inputs: Tn_Refusal_Score_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s score should be ${i?.kind}, such as ${i?.example}; it is "${i?.text}".`)
};

const de_tn_refusal_score_typed = /** @type {(inputs: Tn_Refusal_Score_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Punktzahl von ${i?.name} muss ${i?.kind} sein, etwa ${i?.example}; eingegeben ist „${i?.text}“.`)
};

const fr_tn_refusal_score_typed = /** @type {(inputs: Tn_Refusal_Score_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le score de ${i?.name} doit être ${i?.kind}, comme ${i?.example} ; vous avez écrit « ${i?.text} ».`)
};

const es_tn_refusal_score_typed = /** @type {(inputs: Tn_Refusal_Score_TypedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La puntuación de ${i?.name} debe ser ${i?.kind}, como ${i?.example}; has escrito «${i?.text}».`)
};

/**
* | output |
* | --- |
* | "{name}'s score should be {kind}, such as {example}; it is \"{text}\"." |
*
* @param {Tn_Refusal_Score_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_score_typed = /** @type {((inputs: Tn_Refusal_Score_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Score_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_score_typed(inputs)
	if (locale === "fr") return fr_tn_refusal_score_typed(inputs)
	if (locale === "es") return es_tn_refusal_score_typed(inputs)
	return en_tn_refusal_score_typed(inputs)
});