/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Game_Name_PlaceholderInputs */

const en_notepad_game_name_placeholder = /** @type {(inputs: Notepad_Game_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Catan, Hearts, Scrabble`)
};

const de_notepad_game_name_placeholder = /** @type {(inputs: Notepad_Game_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. Catan, Hearts, Scrabble`)
};

const fr_notepad_game_name_placeholder = /** @type {(inputs: Notepad_Game_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Catan, Dame de pique, Scrabble`)
};

const es_notepad_game_name_placeholder = /** @type {(inputs: Notepad_Game_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. Catan, Corazones, Scrabble`)
};

/**
* | output |
* | --- |
* | "e.g. Catan, Hearts, Scrabble" |
*
* @param {Notepad_Game_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_game_name_placeholder = /** @type {((inputs?: Notepad_Game_Name_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Game_Name_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_game_name_placeholder(inputs)
	if (locale === "fr") return fr_notepad_game_name_placeholder(inputs)
	if (locale === "es") return es_notepad_game_name_placeholder(inputs)
	return en_notepad_game_name_placeholder(inputs)
});