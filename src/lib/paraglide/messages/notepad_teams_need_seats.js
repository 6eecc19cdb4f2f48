/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Teams_Need_SeatsInputs */

const en_notepad_teams_need_seats = /** @type {(inputs: Notepad_Teams_Need_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat the players first, then choose their teams.`)
};

const de_notepad_teams_need_seats = /** @type {(inputs: Notepad_Teams_Need_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setzt zuerst die Spieler, dann wählt ihre Teams.`)
};

const fr_notepad_teams_need_seats = /** @type {(inputs: Notepad_Teams_Need_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez d’abord les joueurs, puis choisissez leurs équipes.`)
};

const es_notepad_teams_need_seats = /** @type {(inputs: Notepad_Teams_Need_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sentad primero a los jugadores y luego elegid sus equipos.`)
};

/**
* | output |
* | --- |
* | "Seat the players first, then choose their teams." |
*
* @param {Notepad_Teams_Need_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_teams_need_seats = /** @type {((inputs?: Notepad_Teams_Need_SeatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Teams_Need_SeatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_teams_need_seats(inputs)
	if (locale === "fr") return fr_notepad_teams_need_seats(inputs)
	if (locale === "es") return es_notepad_teams_need_seats(inputs)
	return en_notepad_teams_need_seats(inputs)
});