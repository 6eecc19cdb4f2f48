/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Mode_NotepadInputs */

const en_perm_mode_notepad = /** @type {(inputs: Perm_Mode_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As colour counts (notepad)`)
};

const de_perm_mode_notepad = /** @type {(inputs: Perm_Mode_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Farbanzahlen (Notizblock)`)
};

const fr_perm_mode_notepad = /** @type {(inputs: Perm_Mode_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En comptes par couleur (bloc-notes)`)
};

const es_perm_mode_notepad = /** @type {(inputs: Perm_Mode_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como recuentos por color (bloc de notas)`)
};

/**
* | output |
* | --- |
* | "As colour counts (notepad)" |
*
* @param {Perm_Mode_NotepadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_mode_notepad = /** @type {((inputs?: Perm_Mode_NotepadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Mode_NotepadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_mode_notepad(inputs)
	if (locale === "fr") return fr_perm_mode_notepad(inputs)
	if (locale === "es") return es_perm_mode_notepad(inputs)
	return en_perm_mode_notepad(inputs)
});