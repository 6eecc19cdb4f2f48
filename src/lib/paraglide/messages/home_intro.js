/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ games: NonNullable<unknown> }} Home_IntroInputs */

const en_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tablemate scores and referees four card games, offline: ${i?.games}.`)
};

const de_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tablemate zählt die Punkte und wacht über die Regeln von vier Kartenspielen, auch offline: ${i?.games}.`)
};

const fr_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tablemate compte les points et arbitre quatre jeux de cartes, même hors ligne : ${i?.games}.`)
};

const es_home_intro = /** @type {(inputs: Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tablemate lleva la puntuación y arbitra cuatro juegos de cartas, sin conexión: ${i?.games}.`)
};

/**
* | output |
* | --- |
* | "Tablemate scores and referees four card games, offline: {games}." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_intro = /** @type {((inputs: Home_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_intro(inputs)
	if (locale === "fr") return fr_home_intro(inputs)
	if (locale === "es") return es_home_intro(inputs)
	return en_home_intro(inputs)
});