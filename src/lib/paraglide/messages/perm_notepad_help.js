/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Notepad_HelpInputs */

const en_perm_notepad_help = /** @type {(inputs: Perm_Notepad_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For each player, count the cards they drafted this round in each colour: 11 cards in all.`)
};

const de_perm_notepad_help = /** @type {(inputs: Perm_Notepad_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zählt für jeden Spieler die Karten, die er in dieser Runde genommen hat, nach Farben: 11 Karten insgesamt.`)
};

const fr_perm_notepad_help = /** @type {(inputs: Perm_Notepad_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour chaque joueur, comptez par couleur les cartes prises pendant cette manche : 11 cartes en tout.`)
};

const es_perm_notepad_help = /** @type {(inputs: Perm_Notepad_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para cada jugador, contad por colores las cartas que se llevó en esta ronda: 11 cartas en total.`)
};

/**
* | output |
* | --- |
* | "For each player, count the cards they drafted this round in each colour: 11 cards in all." |
*
* @param {Perm_Notepad_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_notepad_help = /** @type {((inputs?: Perm_Notepad_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Notepad_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_notepad_help(inputs)
	if (locale === "fr") return fr_perm_notepad_help(inputs)
	if (locale === "es") return es_perm_notepad_help(inputs)
	return en_perm_notepad_help(inputs)
});