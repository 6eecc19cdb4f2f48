/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown>, note: NonNullable<unknown> }} Tn_H_NoteInputs */

const en_tn_h_note = /** @type {(inputs: Tn_H_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} note: ${i?.note}`)
};

const de_tn_h_note = /** @type {(inputs: Tn_H_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notiz zu Runde ${i?.round}: ${i?.note}`)
};

const fr_tn_h_note = /** @type {(inputs: Tn_H_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Note de la manche ${i?.round} : ${i?.note}`)
};

const es_tn_h_note = /** @type {(inputs: Tn_H_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nota de la ronda ${i?.round}: ${i?.note}`)
};

/**
* | output |
* | --- |
* | "Round {round} note: {note}" |
*
* @param {Tn_H_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_note = /** @type {((inputs: Tn_H_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_note(inputs)
	if (locale === "fr") return fr_tn_h_note(inputs)
	if (locale === "es") return es_tn_h_note(inputs)
	return en_tn_h_note(inputs)
});