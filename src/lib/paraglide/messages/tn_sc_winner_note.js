/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_Winner_NoteInputs */

const en_tn_sc_winner_note = /** @type {(inputs: Tn_Sc_Winner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(winner)`)
};

const de_tn_sc_winner_note = /** @type {(inputs: Tn_Sc_Winner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gewinnt)`)
};

const fr_tn_sc_winner_note = /** @type {(inputs: Tn_Sc_Winner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gagne)`)
};

const es_tn_sc_winner_note = /** @type {(inputs: Tn_Sc_Winner_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gana)`)
};

/**
* | output |
* | --- |
* | "(winner)" |
*
* @param {Tn_Sc_Winner_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_winner_note = /** @type {((inputs?: Tn_Sc_Winner_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_Winner_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_winner_note(inputs)
	if (locale === "fr") return fr_tn_sc_winner_note(inputs)
	if (locale === "es") return es_tn_sc_winner_note(inputs)
	return en_tn_sc_winner_note(inputs)
});