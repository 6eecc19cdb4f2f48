/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Round_NoteInputs */

const en_tn_np_round_note = /** @type {(inputs: Tn_Np_Round_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note on this round (optional)`)
};

const de_tn_np_round_note = /** @type {(inputs: Tn_Np_Round_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notiz zu dieser Runde (optional)`)
};

const fr_tn_np_round_note = /** @type {(inputs: Tn_Np_Round_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note sur cette manche (facultatif)`)
};

const es_tn_np_round_note = /** @type {(inputs: Tn_Np_Round_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota sobre esta ronda (opcional)`)
};

/**
* | output |
* | --- |
* | "Note on this round (optional)" |
*
* @param {Tn_Np_Round_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_round_note = /** @type {((inputs?: Tn_Np_Round_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Round_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_round_note(inputs)
	if (locale === "fr") return fr_tn_np_round_note(inputs)
	if (locale === "es") return es_tn_np_round_note(inputs)
	return en_tn_np_round_note(inputs)
});