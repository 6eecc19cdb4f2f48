/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notepad_Refusal_Teams_JoinInputs */

const en_notepad_refusal_teams_join = /** @type {(inputs: Notepad_Refusal_Teams_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In a team game, a player joins one of the ${i?.count} teams.`)
};

const de_notepad_refusal_teams_join = /** @type {(inputs: Notepad_Refusal_Teams_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In einem Teamspiel kommt ein Spieler in eines der ${i?.count} Teams.`)
};

const fr_notepad_refusal_teams_join = /** @type {(inputs: Notepad_Refusal_Teams_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans une partie en équipes, un joueur rejoint l’une des ${i?.count} équipes.`)
};

const es_notepad_refusal_teams_join = /** @type {(inputs: Notepad_Refusal_Teams_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En una partida por equipos, un jugador se une a uno de los ${i?.count} equipos.`)
};

/**
* | output |
* | --- |
* | "In a team game, a player joins one of the {count} teams." |
*
* @param {Notepad_Refusal_Teams_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_join = /** @type {((inputs: Notepad_Refusal_Teams_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_JoinInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_join(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_join(inputs)
	if (locale === "es") return es_notepad_refusal_teams_join(inputs)
	return en_notepad_refusal_teams_join(inputs)
});