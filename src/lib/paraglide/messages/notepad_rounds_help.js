/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Rounds_HelpInputs */

const en_notepad_rounds_help = /** @type {(inputs: Notepad_Rounds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave both empty to play until you mark the game as finished.`)
};

const de_notepad_rounds_help = /** @type {(inputs: Notepad_Rounds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lass beide leer, um zu spielen, bis ihr das Spiel als beendet markiert.`)
};

const fr_notepad_rounds_help = /** @type {(inputs: Notepad_Rounds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez les deux vides pour jouer jusqu’à ce que vous marquiez la partie comme terminée.`)
};

const es_notepad_rounds_help = /** @type {(inputs: Notepad_Rounds_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deja ambos vacíos para jugar hasta que marquéis la partida como terminada.`)
};

/**
* | output |
* | --- |
* | "Leave both empty to play until you mark the game as finished." |
*
* @param {Notepad_Rounds_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_rounds_help = /** @type {((inputs?: Notepad_Rounds_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Rounds_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_rounds_help(inputs)
	if (locale === "fr") return fr_notepad_rounds_help(inputs)
	if (locale === "es") return es_notepad_rounds_help(inputs)
	return en_notepad_rounds_help(inputs)
});