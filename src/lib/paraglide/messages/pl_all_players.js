/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_All_PlayersInputs */

const en_pl_all_players = /** @type {(inputs: Pl_All_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All players`)
};

const de_pl_all_players = /** @type {(inputs: Pl_All_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Spieler`)
};

const fr_pl_all_players = /** @type {(inputs: Pl_All_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les joueurs`)
};

const es_pl_all_players = /** @type {(inputs: Pl_All_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los jugadores`)
};

/**
* | output |
* | --- |
* | "All players" |
*
* @param {Pl_All_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_all_players = /** @type {((inputs?: Pl_All_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_All_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_all_players(inputs)
	if (locale === "fr") return fr_pl_all_players(inputs)
	if (locale === "es") return es_pl_all_players(inputs)
	return en_pl_all_players(inputs)
});