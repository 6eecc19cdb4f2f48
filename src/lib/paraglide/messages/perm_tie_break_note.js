/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Tie_Break_NoteInputs */

const en_perm_tie_break_note = /** @type {(inputs: Perm_Tie_Break_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The highest totals are tied, so everyone plays one more round (house rule).`)
};

const de_perm_tie_break_note = /** @type {(inputs: Perm_Tie_Break_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die höchsten Summen sind gleich, also spielen alle noch eine Runde (Hausregel).`)
};

const fr_perm_tie_break_note = /** @type {(inputs: Perm_Tie_Break_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les totaux les plus hauts sont à égalité : tout le monde joue une manche de plus (règle maison).`)
};

const es_perm_tie_break_note = /** @type {(inputs: Perm_Tie_Break_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los totales más altos están empatados, así que todos juegan una ronda más (regla de la casa).`)
};

/**
* | output |
* | --- |
* | "The highest totals are tied, so everyone plays one more round (house rule)." |
*
* @param {Perm_Tie_Break_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_tie_break_note = /** @type {((inputs?: Perm_Tie_Break_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Tie_Break_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_tie_break_note(inputs)
	if (locale === "fr") return fr_perm_tie_break_note(inputs)
	if (locale === "es") return es_perm_tie_break_note(inputs)
	return en_perm_tie_break_note(inputs)
});