/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Played_BeforeInputs */

const en_notepad_played_before = /** @type {(inputs: Notepad_Played_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Played before: tap one to use its rule and players.`)
};

const de_notepad_played_before = /** @type {(inputs: Notepad_Played_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon gespielt: Tippe eins an, um seine Regel und seine Spieler zu übernehmen.`)
};

const fr_notepad_played_before = /** @type {(inputs: Notepad_Played_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà joué : touchez-en un pour reprendre sa règle et ses joueurs.`)
};

const es_notepad_played_before = /** @type {(inputs: Notepad_Played_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya jugado: toca uno para usar su regla y sus jugadores.`)
};

/**
* | output |
* | --- |
* | "Played before: tap one to use its rule and players." |
*
* @param {Notepad_Played_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_played_before = /** @type {((inputs?: Notepad_Played_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Played_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_played_before(inputs)
	if (locale === "fr") return fr_notepad_played_before(inputs)
	if (locale === "es") return es_notepad_played_before(inputs)
	return en_notepad_played_before(inputs)
});