/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newGame: NonNullable<unknown> }} Home_No_GamesInputs */

const en_home_no_games = /** @type {(inputs: Home_No_GamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No games yet. Start one with ${i?.newGame}, or look at the tools and rules.`)
};

const de_home_no_games = /** @type {(inputs: Home_No_GamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch keine Spiele. Starte eins mit ${i?.newGame} oder sieh dir die Werkzeuge und Regeln an.`)
};

const fr_home_no_games = /** @type {(inputs: Home_No_GamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore de partie. Commencez-en une avec ${i?.newGame}, ou jetez un œil aux outils et aux règles.`)
};

const es_home_no_games = /** @type {(inputs: Home_No_GamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aún no hay partidas. Empieza una con ${i?.newGame} o echa un vistazo a las herramientas y las reglas.`)
};

/**
* | output |
* | --- |
* | "No games yet. Start one with {newGame}, or look at the tools and rules." |
*
* @param {Home_No_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_no_games = /** @type {((inputs: Home_No_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_GamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_no_games(inputs)
	if (locale === "fr") return fr_home_no_games(inputs)
	if (locale === "es") return es_home_no_games(inputs)
	return en_home_no_games(inputs)
});