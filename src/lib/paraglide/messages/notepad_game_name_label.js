/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Game_Name_LabelInputs */

const en_notepad_game_name_label = /** @type {(inputs: Notepad_Game_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name of the game you play`)
};

const de_notepad_game_name_label = /** @type {(inputs: Notepad_Game_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des Spiels, das ihr spielt`)
};

const fr_notepad_game_name_label = /** @type {(inputs: Notepad_Game_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du jeu auquel vous jouez`)
};

const es_notepad_game_name_label = /** @type {(inputs: Notepad_Game_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del juego al que jugáis`)
};

/**
* | output |
* | --- |
* | "Name of the game you play" |
*
* @param {Notepad_Game_Name_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_game_name_label = /** @type {((inputs?: Notepad_Game_Name_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Game_Name_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_game_name_label(inputs)
	if (locale === "fr") return fr_notepad_game_name_label(inputs)
	if (locale === "es") return es_notepad_game_name_label(inputs)
	return en_notepad_game_name_label(inputs)
});