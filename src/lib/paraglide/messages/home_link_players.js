/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_PlayersInputs */

const en_home_link_players = /** @type {(inputs: Home_Link_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players you play with`)
};

const de_home_link_players = /** @type {(inputs: Home_Link_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitspieler`)
};

const fr_home_link_players = /** @type {(inputs: Home_Link_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les joueurs avec qui vous jouez`)
};

const es_home_link_players = /** @type {(inputs: Home_Link_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los jugadores con los que juegas`)
};

/**
* | output |
* | --- |
* | "Players you play with" |
*
* @param {Home_Link_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_link_players = /** @type {((inputs?: Home_Link_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_link_players(inputs)
	if (locale === "fr") return fr_home_link_players(inputs)
	if (locale === "es") return es_home_link_players(inputs)
	return en_home_link_players(inputs)
});