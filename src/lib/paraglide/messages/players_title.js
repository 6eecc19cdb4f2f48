/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_TitleInputs */

const en_players_title = /** @type {(inputs: Players_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players`)
};

const de_players_title = /** @type {(inputs: Players_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_players_title = /** @type {(inputs: Players_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueurs`)
};

const es_players_title = /** @type {(inputs: Players_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadores`)
};

/**
* | output |
* | --- |
* | "Players" |
*
* @param {Players_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_title = /** @type {((inputs?: Players_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_title(inputs)
	if (locale === "fr") return fr_players_title(inputs)
	if (locale === "es") return es_players_title(inputs)
	return en_players_title(inputs)
});