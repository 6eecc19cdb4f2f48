/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_PlayersInputs */

const en_sb_h2h_players = /** @type {(inputs: Sb_H2h_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players`)
};

const de_sb_h2h_players = /** @type {(inputs: Sb_H2h_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_sb_h2h_players = /** @type {(inputs: Sb_H2h_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueurs`)
};

const es_sb_h2h_players = /** @type {(inputs: Sb_H2h_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadores`)
};

/**
* | output |
* | --- |
* | "Players" |
*
* @param {Sb_H2h_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_players = /** @type {((inputs?: Sb_H2h_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_players(inputs)
	if (locale === "fr") return fr_sb_h2h_players(inputs)
	if (locale === "es") return es_sb_h2h_players(inputs)
	return en_sb_h2h_players(inputs)
});