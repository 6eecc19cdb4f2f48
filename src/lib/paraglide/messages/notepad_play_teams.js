/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Play_TeamsInputs */

const en_notepad_play_teams = /** @type {(inputs: Notepad_Play_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In teams: the team’s total decides, and each of its players wins with it`)
};

const de_notepad_play_teams = /** @type {(inputs: Notepad_Play_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Teams: Die Summe des Teams entscheidet, und jeder im Team gewinnt mit`)
};

const fr_notepad_play_teams = /** @type {(inputs: Notepad_Play_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En équipes : le total de l’équipe décide, et chacun de ses joueurs gagne avec elle`)
};

const es_notepad_play_teams = /** @type {(inputs: Notepad_Play_TeamsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por equipos: decide el total del equipo, y cada uno de sus jugadores gana con él`)
};

/**
* | output |
* | --- |
* | "In teams: the team’s total decides, and each of its players wins with it" |
*
* @param {Notepad_Play_TeamsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_play_teams = /** @type {((inputs?: Notepad_Play_TeamsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Play_TeamsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_play_teams(inputs)
	if (locale === "fr") return fr_notepad_play_teams(inputs)
	if (locale === "es") return es_notepad_play_teams(inputs)
	return en_notepad_play_teams(inputs)
});