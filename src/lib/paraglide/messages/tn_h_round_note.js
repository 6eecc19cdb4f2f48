/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ scores: NonNullable<unknown>, note: NonNullable<unknown> }} Tn_H_Round_NoteInputs */

const en_tn_h_round_note = /** @type {(inputs: Tn_H_Round_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round: ${i?.scores} (${i?.note})`)
};

const de_tn_h_round_note = /** @type {(inputs: Tn_H_Round_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde: ${i?.scores} (${i?.note})`)
};

const fr_tn_h_round_note = /** @type {(inputs: Tn_H_Round_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche : ${i?.scores} (${i?.note})`)
};

const es_tn_h_round_note = /** @type {(inputs: Tn_H_Round_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda: ${i?.scores} (${i?.note})`)
};

/**
* | output |
* | --- |
* | "Round: {scores} ({note})" |
*
* @param {Tn_H_Round_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_round_note = /** @type {((inputs: Tn_H_Round_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Round_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_round_note(inputs)
	if (locale === "fr") return fr_tn_h_round_note(inputs)
	if (locale === "es") return es_tn_h_round_note(inputs)
	return en_tn_h_round_note(inputs)
});