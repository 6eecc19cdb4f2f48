/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_HelpInputs */

const en_notepad_coop_help = /** @type {(inputs: Notepad_Coop_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No rounds of scores: when the game ends, record whether the table won, with its score if the game gives one.`)
};

const de_notepad_coop_help = /** @type {(inputs: Notepad_Coop_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Runden mit Punkten: Wenn das Spiel endet, tragt ein, ob der Tisch gewonnen hat, mit seiner Punktzahl, falls das Spiel eine vergibt.`)
};

const fr_notepad_coop_help = /** @type {(inputs: Notepad_Coop_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de manches à noter : à la fin, indiquez si la table a gagné, avec son score si le jeu en donne un.`)
};

const es_notepad_coop_help = /** @type {(inputs: Notepad_Coop_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin rondas de puntos: cuando termine la partida, anotad si la mesa ganó, con su puntuación si el juego la da.`)
};

/**
* | output |
* | --- |
* | "No rounds of scores: when the game ends, record whether the table won, with its score if the game gives one." |
*
* @param {Notepad_Coop_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_help = /** @type {((inputs?: Notepad_Coop_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_help(inputs)
	if (locale === "fr") return fr_notepad_coop_help(inputs)
	if (locale === "es") return es_notepad_coop_help(inputs)
	return en_notepad_coop_help(inputs)
});