/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Start_TypedInputs */

const en_tn_refusal_start_typed = /** @type {(inputs: Tn_Refusal_Start_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The starting score should be a whole number, such as 0 or 25.`)
};

const de_tn_refusal_start_typed = /** @type {(inputs: Tn_Refusal_Start_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Startpunktzahl muss eine ganze Zahl sein, etwa 0 oder 25.`)
};

const fr_tn_refusal_start_typed = /** @type {(inputs: Tn_Refusal_Start_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le score de départ doit être un nombre entier, comme 0 ou 25.`)
};

const es_tn_refusal_start_typed = /** @type {(inputs: Tn_Refusal_Start_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La puntuación inicial debe ser un número entero, como 0 o 25.`)
};

/**
* | output |
* | --- |
* | "The starting score should be a whole number, such as 0 or 25." |
*
* @param {Tn_Refusal_Start_TypedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_start_typed = /** @type {((inputs?: Tn_Refusal_Start_TypedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Start_TypedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_start_typed(inputs)
	if (locale === "fr") return fr_tn_refusal_start_typed(inputs)
	if (locale === "es") return es_tn_refusal_start_typed(inputs)
	return en_tn_refusal_start_typed(inputs)
});