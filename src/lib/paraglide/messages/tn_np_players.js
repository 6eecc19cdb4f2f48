/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_PlayersInputs */

const en_tn_np_players = /** @type {(inputs: Tn_Np_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players`)
};

const de_tn_np_players = /** @type {(inputs: Tn_Np_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_tn_np_players = /** @type {(inputs: Tn_Np_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueurs`)
};

const es_tn_np_players = /** @type {(inputs: Tn_Np_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadores`)
};

/**
* | output |
* | --- |
* | "Players" |
*
* @param {Tn_Np_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_players = /** @type {((inputs?: Tn_Np_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_players(inputs)
	if (locale === "fr") return fr_tn_np_players(inputs)
	if (locale === "es") return es_tn_np_players(inputs)
	return en_tn_np_players(inputs)
});