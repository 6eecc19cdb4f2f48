/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_No_GamesInputs */

const en_sb_no_games = /** @type {(inputs: Sb_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No finished games in this period yet. Finish a game (or mark it as finished) and it shows up here.`)
};

const de_sb_no_games = /** @type {(inputs: Sb_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diesem Zeitraum gibt es noch keine beendete Partie. Beende eine Partie (oder markiere sie als beendet), dann erscheint sie hier.`)
};

const fr_sb_no_games = /** @type {(inputs: Sb_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune partie terminée sur cette période pour l’instant. Terminez une partie (ou marquez-la comme terminée) et elle apparaîtra ici.`)
};

const es_sb_no_games = /** @type {(inputs: Sb_No_GamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay partidas terminadas en este periodo. Termina una partida (o márcala como terminada) y aparecerá aquí.`)
};

/**
* | output |
* | --- |
* | "No finished games in this period yet. Finish a game (or mark it as finished) and it shows up here." |
*
* @param {Sb_No_GamesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_no_games = /** @type {((inputs?: Sb_No_GamesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_No_GamesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_no_games(inputs)
	if (locale === "fr") return fr_sb_no_games(inputs)
	if (locale === "es") return es_sb_no_games(inputs)
	return en_sb_no_games(inputs)
});