/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_PlayersInputs */

const en_fm_bf_players = /** @type {(inputs: Fm_Bf_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list of players`)
};

const de_fm_bf_players = /** @type {(inputs: Fm_Bf_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielerliste`)
};

const fr_fm_bf_players = /** @type {(inputs: Fm_Bf_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`liste des joueurs`)
};

const es_fm_bf_players = /** @type {(inputs: Fm_Bf_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lista de jugadores`)
};

/**
* | output |
* | --- |
* | "list of players" |
*
* @param {Fm_Bf_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_players = /** @type {((inputs?: Fm_Bf_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_players(inputs)
	if (locale === "fr") return fr_fm_bf_players(inputs)
	if (locale === "es") return es_fm_bf_players(inputs)
	return en_fm_bf_players(inputs)
});