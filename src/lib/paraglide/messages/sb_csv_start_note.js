/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_Start_NoteInputs */

const en_sb_csv_start_note = /** @type {(inputs: Sb_Csv_Start_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score before the first round (a player who joined late)`)
};

const de_sb_csv_start_note = /** @type {(inputs: Sb_Csv_Start_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte vor der ersten Runde (jemand, der später eingestiegen ist)`)
};

const fr_sb_csv_start_note = /** @type {(inputs: Sb_Csv_Start_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score avant la première manche (un joueur arrivé en cours de partie)`)
};

const es_sb_csv_start_note = /** @type {(inputs: Sb_Csv_Start_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación antes de la primera ronda (alguien que se unió tarde)`)
};

/**
* | output |
* | --- |
* | "Score before the first round (a player who joined late)" |
*
* @param {Sb_Csv_Start_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_start_note = /** @type {((inputs?: Sb_Csv_Start_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_Start_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_start_note(inputs)
	if (locale === "fr") return fr_sb_csv_start_note(inputs)
	if (locale === "es") return es_sb_csv_start_note(inputs)
	return en_sb_csv_start_note(inputs)
});