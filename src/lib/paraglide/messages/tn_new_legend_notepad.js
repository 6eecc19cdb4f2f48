/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Legend_NotepadInputs */

const en_tn_new_legend_notepad = /** @type {(inputs: Tn_New_Legend_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. The game you play`)
};

const de_tn_new_legend_notepad = /** @type {(inputs: Tn_New_Legend_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Das Spiel, das ihr spielt`)
};

const fr_tn_new_legend_notepad = /** @type {(inputs: Tn_New_Legend_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Le jeu auquel vous jouez`)
};

const es_tn_new_legend_notepad = /** @type {(inputs: Tn_New_Legend_NotepadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. El juego al que jugáis`)
};

/**
* | output |
* | --- |
* | "3. The game you play" |
*
* @param {Tn_New_Legend_NotepadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_legend_notepad = /** @type {((inputs?: Tn_New_Legend_NotepadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Legend_NotepadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_legend_notepad(inputs)
	if (locale === "fr") return fr_tn_new_legend_notepad(inputs)
	if (locale === "es") return es_tn_new_legend_notepad(inputs)
	return en_tn_new_legend_notepad(inputs)
});