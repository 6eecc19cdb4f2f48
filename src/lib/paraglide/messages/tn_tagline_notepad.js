/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Tagline_NotepadInputs */

const en_tn_tagline_notepad = /** @type {(inputs: Tn_Tagline_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A score notepad for any game: totals, the leader, a target score or fixed rounds.`)
};

const de_tn_tagline_notepad = /** @type {(inputs: Tn_Tagline_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Punkteblock für jedes Spiel: Summen, wer führt, eine Zielpunktzahl oder feste Runden.`)
};

const fr_tn_tagline_notepad = /** @type {(inputs: Tn_Tagline_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un bloc-notes de scores pour n’importe quel jeu : totaux, le meneur, un score à atteindre ou un nombre fixe de manches.`)
};

const es_tn_tagline_notepad = /** @type {(inputs: Tn_Tagline_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un bloc de puntuaciones para cualquier juego: totales, quién va en cabeza, una puntuación objetivo o rondas fijas.`)
};

/**
* | output |
* | --- |
* | "A score notepad for any game: totals, the leader, a target score or fixed rounds." |
*
* @param {Tn_Tagline_NotepadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_tagline_notepad = /** @type {((inputs?: Tn_Tagline_NotepadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Tagline_NotepadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_tagline_notepad(inputs)
	if (locale === "fr") return fr_tn_tagline_notepad(inputs)
	if (locale === "es") return es_tn_tagline_notepad(inputs)
	return en_tn_tagline_notepad(inputs)
});