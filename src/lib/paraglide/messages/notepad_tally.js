/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_TallyInputs */

const en_notepad_tally = /** @type {(inputs: Notepad_TallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tally buttons (+1, −1, +5, −5) for games scored by counting`)
};

const de_notepad_tally = /** @type {(inputs: Notepad_TallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zähltasten (+1, −1, +5, −5) für Spiele, bei denen gezählt wird`)
};

const fr_notepad_tally = /** @type {(inputs: Notepad_TallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boutons de comptage (+1, −1, +5, −5) pour les jeux où l’on compte`)
};

const es_notepad_tally = /** @type {(inputs: Notepad_TallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Botones de conteo (+1, −1, +5, −5) para juegos que se puntúan contando`)
};

/**
* | output |
* | --- |
* | "Tally buttons (+1, −1, +5, −5) for games scored by counting" |
*
* @param {Notepad_TallyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_tally = /** @type {((inputs?: Notepad_TallyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_TallyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_tally(inputs)
	if (locale === "fr") return fr_notepad_tally(inputs)
	if (locale === "es") return es_notepad_tally(inputs)
	return en_notepad_tally(inputs)
});