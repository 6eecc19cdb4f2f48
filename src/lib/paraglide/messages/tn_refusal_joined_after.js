/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, round: NonNullable<unknown> }} Tn_Refusal_Joined_AfterInputs */

const en_tn_refusal_joined_after = /** @type {(inputs: Tn_Refusal_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} joined after round ${i?.round}, so it has no score of theirs to correct.`)
};

const de_tn_refusal_joined_after = /** @type {(inputs: Tn_Refusal_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kam erst nach Runde ${i?.round} dazu und hat dort keine Punkte zum Korrigieren.`)
};

const fr_tn_refusal_joined_after = /** @type {(inputs: Tn_Refusal_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a rejoint la table après la manche ${i?.round} : il n’y a donc aucun score à corriger.`)
};

const es_tn_refusal_joined_after = /** @type {(inputs: Tn_Refusal_Joined_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se unió después de la ronda ${i?.round}, así que no tiene puntuación que corregir en ella.`)
};

/**
* | output |
* | --- |
* | "{name} joined after round {round}, so it has no score of theirs to correct." |
*
* @param {Tn_Refusal_Joined_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_joined_after = /** @type {((inputs: Tn_Refusal_Joined_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Joined_AfterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_joined_after(inputs)
	if (locale === "fr") return fr_tn_refusal_joined_after(inputs)
	if (locale === "es") return es_tn_refusal_joined_after(inputs)
	return en_tn_refusal_joined_after(inputs)
});