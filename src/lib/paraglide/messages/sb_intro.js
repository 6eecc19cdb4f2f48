/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_IntroInputs */

const en_sb_intro = /** @type {(inputs: Sb_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins, places and streaks across every game played on this device, and scores game by game.`)
};

const de_sb_intro = /** @type {(inputs: Sb_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege, Platzierungen und Serien über alle Partien auf diesem Gerät, dazu die Punkte Spiel für Spiel.`)
};

const fr_sb_intro = /** @type {(inputs: Sb_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires, places et séries sur toutes les parties jouées sur cet appareil, et les scores jeu par jeu.`)
};

const es_sb_intro = /** @type {(inputs: Sb_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias, puestos y rachas de todas las partidas jugadas en este dispositivo, y las puntuaciones juego a juego.`)
};

/**
* | output |
* | --- |
* | "Wins, places and streaks across every game played on this device, and scores game by game." |
*
* @param {Sb_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_intro = /** @type {((inputs?: Sb_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_intro(inputs)
	if (locale === "fr") return fr_sb_intro(inputs)
	if (locale === "es") return es_sb_intro(inputs)
	return en_sb_intro(inputs)
});