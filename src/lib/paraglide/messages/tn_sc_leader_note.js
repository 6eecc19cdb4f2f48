/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_Leader_NoteInputs */

const en_tn_sc_leader_note = /** @type {(inputs: Tn_Sc_Leader_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(leader)`)
};

const de_tn_sc_leader_note = /** @type {(inputs: Tn_Sc_Leader_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(führt)`)
};

const fr_tn_sc_leader_note = /** @type {(inputs: Tn_Sc_Leader_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(en tête)`)
};

const es_tn_sc_leader_note = /** @type {(inputs: Tn_Sc_Leader_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(en cabeza)`)
};

/**
* | output |
* | --- |
* | "(leader)" |
*
* @param {Tn_Sc_Leader_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_leader_note = /** @type {((inputs?: Tn_Sc_Leader_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_Leader_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_leader_note(inputs)
	if (locale === "fr") return fr_tn_sc_leader_note(inputs)
	if (locale === "es") return es_tn_sc_leader_note(inputs)
	return en_tn_sc_leader_note(inputs)
});