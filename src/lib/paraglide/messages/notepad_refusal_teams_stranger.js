/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Teams_StrangerInputs */

const en_notepad_refusal_teams_stranger = /** @type {(inputs: Notepad_Refusal_Teams_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A team names a player who is not at the table.`)
};

const de_notepad_refusal_teams_stranger = /** @type {(inputs: Notepad_Refusal_Teams_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Team nennt einen Spieler, der nicht am Tisch sitzt.`)
};

const fr_notepad_refusal_teams_stranger = /** @type {(inputs: Notepad_Refusal_Teams_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une équipe nomme un joueur qui n’est pas à la table.`)
};

const es_notepad_refusal_teams_stranger = /** @type {(inputs: Notepad_Refusal_Teams_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un equipo nombra a un jugador que no está en la mesa.`)
};

/**
* | output |
* | --- |
* | "A team names a player who is not at the table." |
*
* @param {Notepad_Refusal_Teams_StrangerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_stranger = /** @type {((inputs?: Notepad_Refusal_Teams_StrangerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_StrangerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_stranger(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_stranger(inputs)
	if (locale === "es") return es_notepad_refusal_teams_stranger(inputs)
	return en_notepad_refusal_teams_stranger(inputs)
});