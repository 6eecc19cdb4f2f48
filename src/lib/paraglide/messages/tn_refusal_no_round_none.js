/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tn_Refusal_No_Round_NoneInputs */

const en_tn_refusal_no_round_none = /** @type {(inputs: Tn_Refusal_No_Round_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no round ${i?.value} to correct: no round is written down yet.`)
};

const de_tn_refusal_no_round_none = /** @type {(inputs: Tn_Refusal_No_Round_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es gibt keine Runde ${i?.value} zum Korrigieren: Noch ist keine Runde eingetragen.`)
};

const fr_tn_refusal_no_round_none = /** @type {(inputs: Tn_Refusal_No_Round_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de manche ${i?.value} à corriger : aucune manche n’est encore notée.`)
};

const es_tn_refusal_no_round_none = /** @type {(inputs: Tn_Refusal_No_Round_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ronda ${i?.value} que corregir: aún no hay ninguna ronda anotada.`)
};

/**
* | output |
* | --- |
* | "There is no round {value} to correct: no round is written down yet." |
*
* @param {Tn_Refusal_No_Round_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_no_round_none = /** @type {((inputs: Tn_Refusal_No_Round_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_No_Round_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_no_round_none(inputs)
	if (locale === "fr") return fr_tn_refusal_no_round_none(inputs)
	if (locale === "es") return es_tn_refusal_no_round_none(inputs)
	return en_tn_refusal_no_round_none(inputs)
});