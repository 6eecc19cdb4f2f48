/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tn_Refusal_Note_LongInputs */

const en_tn_refusal_note_long = /** @type {(inputs: Tn_Refusal_Note_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A round's note is at most ${i?.max} characters long.`)
};

const de_tn_refusal_note_long = /** @type {(inputs: Tn_Refusal_Note_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Notiz zu einer Runde hat höchstens ${i?.max} Zeichen.`)
};

const fr_tn_refusal_note_long = /** @type {(inputs: Tn_Refusal_Note_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La note d’une manche compte ${i?.max} caractères au plus.`)
};

const es_tn_refusal_note_long = /** @type {(inputs: Tn_Refusal_Note_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La nota de una ronda tiene como mucho ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "A round's note is at most {max} characters long." |
*
* @param {Tn_Refusal_Note_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_note_long = /** @type {((inputs: Tn_Refusal_Note_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Note_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_note_long(inputs)
	if (locale === "fr") return fr_tn_refusal_note_long(inputs)
	if (locale === "es") return es_tn_refusal_note_long(inputs)
	return en_tn_refusal_note_long(inputs)
});