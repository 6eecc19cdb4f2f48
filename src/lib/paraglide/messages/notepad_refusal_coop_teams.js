/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Coop_TeamsInputs */

const en_notepad_refusal_coop_teams = /** @type {(inputs: Notepad_Refusal_Coop_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-operative game is played by the whole table together: it has no teams.`)
};

const de_notepad_refusal_coop_teams = /** @type {(inputs: Notepad_Refusal_Coop_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kooperatives Spiel spielt der ganze Tisch gemeinsam: Es hat keine Teams.`)
};

const fr_notepad_refusal_coop_teams = /** @type {(inputs: Notepad_Refusal_Coop_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu coopératif se joue à toute la table ensemble : il n’a pas d’équipes.`)
};

const es_notepad_refusal_coop_teams = /** @type {(inputs: Notepad_Refusal_Coop_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego cooperativo lo juega toda la mesa junta: no tiene equipos.`)
};

/**
* | output |
* | --- |
* | "A co-operative game is played by the whole table together: it has no teams." |
*
* @param {Notepad_Refusal_Coop_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_teams = /** @type {((inputs?: Notepad_Refusal_Coop_TeamsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_TeamsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_teams(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_teams(inputs)
	if (locale === "es") return es_notepad_refusal_coop_teams(inputs)
	return en_notepad_refusal_coop_teams(inputs)
});