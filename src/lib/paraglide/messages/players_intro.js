/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_IntroInputs */

const en_players_intro = /** @type {(inputs: Players_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People you play with often. Seat them with one tap when a new game starts.`)
};

const de_players_intro = /** @type {(inputs: Players_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leute, mit denen du oft spielst. Bei einem neuen Spiel setzt du sie mit einem Tippen an den Tisch.`)
};

const fr_players_intro = /** @type {(inputs: Players_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les personnes avec qui vous jouez souvent. Installez-les à table d’un toucher au début d’une partie.`)
};

const es_players_intro = /** @type {(inputs: Players_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gente con la que juegas a menudo. Siéntalos a la mesa con un toque al empezar una partida.`)
};

/**
* | output |
* | --- |
* | "People you play with often. Seat them with one tap when a new game starts." |
*
* @param {Players_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_intro = /** @type {((inputs?: Players_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_intro(inputs)
	if (locale === "fr") return fr_players_intro(inputs)
	if (locale === "es") return es_players_intro(inputs)
	return en_players_intro(inputs)
});