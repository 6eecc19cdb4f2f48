/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Teams_ShapeInputs */

const en_notepad_refusal_teams_shape = /** @type {(inputs: Notepad_Refusal_Teams_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The teams should be at least two lists of players.`)
};

const de_notepad_refusal_teams_shape = /** @type {(inputs: Notepad_Refusal_Teams_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es braucht mindestens zwei Teams mit Spielern.`)
};

const fr_notepad_refusal_teams_shape = /** @type {(inputs: Notepad_Refusal_Teams_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il faut au moins deux équipes de joueurs.`)
};

const es_notepad_refusal_teams_shape = /** @type {(inputs: Notepad_Refusal_Teams_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacen falta al menos dos equipos de jugadores.`)
};

/**
* | output |
* | --- |
* | "The teams should be at least two lists of players." |
*
* @param {Notepad_Refusal_Teams_ShapeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_teams_shape = /** @type {((inputs?: Notepad_Refusal_Teams_ShapeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Teams_ShapeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_teams_shape(inputs)
	if (locale === "fr") return fr_notepad_refusal_teams_shape(inputs)
	if (locale === "es") return es_notepad_refusal_teams_shape(inputs)
	return en_notepad_refusal_teams_shape(inputs)
});