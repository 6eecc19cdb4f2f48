/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Tn_Refusal_Correct_EmptyInputs */

const en_tn_refusal_correct_empty = /** @type {(inputs: Tn_Refusal_Correct_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.name}'s score for round ${i?.round}.`)
};

const de_tn_refusal_correct_empty = /** @type {(inputs: Tn_Refusal_Correct_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib die Punkte von ${i?.name} für Runde ${i?.round} ein.`)
};

const fr_tn_refusal_correct_empty = /** @type {(inputs: Tn_Refusal_Correct_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez le score de ${i?.name} pour la manche ${i?.round}.`)
};

const es_tn_refusal_correct_empty = /** @type {(inputs: Tn_Refusal_Correct_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe la puntuación de ${i?.name} para la ronda ${i?.round}.`)
};

/**
* | output |
* | --- |
* | "Type {name}'s score for round {round}." |
*
* @param {Tn_Refusal_Correct_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_correct_empty = /** @type {((inputs: Tn_Refusal_Correct_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Correct_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_correct_empty(inputs)
	if (locale === "fr") return fr_tn_refusal_correct_empty(inputs)
	if (locale === "es") return es_tn_refusal_correct_empty(inputs)
	return en_tn_refusal_correct_empty(inputs)
});