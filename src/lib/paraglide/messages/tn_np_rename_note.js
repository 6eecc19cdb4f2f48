/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Rename_NoteInputs */

const en_tn_np_rename_note = /** @type {(inputs: Tn_Np_Rename_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For this game only: your list of regular players keeps the name it has.`)
};

const de_tn_np_rename_note = /** @type {(inputs: Tn_Np_Rename_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für dieses Spiel: In deiner Liste der Mitspieler bleibt der bisherige Name.`)
};

const fr_tn_np_rename_note = /** @type {(inputs: Tn_Np_Rename_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour cette partie seulement : votre liste de joueurs habituels garde le nom qu’elle a.`)
};

const es_tn_np_rename_note = /** @type {(inputs: Tn_Np_Rename_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo para esta partida: tu lista de jugadores habituales conserva el nombre que tiene.`)
};

/**
* | output |
* | --- |
* | "For this game only: your list of regular players keeps the name it has." |
*
* @param {Tn_Np_Rename_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_rename_note = /** @type {((inputs?: Tn_Np_Rename_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Rename_NoteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_rename_note(inputs)
	if (locale === "fr") return fr_tn_np_rename_note(inputs)
	if (locale === "es") return es_tn_np_rename_note(inputs)
	return en_tn_np_rename_note(inputs)
});