/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_Time_PlayerInputs */

const en_pl_over_time_player = /** @type {(inputs: Pl_Over_Time_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

const de_pl_over_time_player = /** @type {(inputs: Pl_Over_Time_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_pl_over_time_player = /** @type {(inputs: Pl_Over_Time_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueur`)
};

const es_pl_over_time_player = /** @type {(inputs: Pl_Over_Time_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador`)
};

/**
* | output |
* | --- |
* | "Player" |
*
* @param {Pl_Over_Time_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time_player = /** @type {((inputs?: Pl_Over_Time_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_Time_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time_player(inputs)
	if (locale === "fr") return fr_pl_over_time_player(inputs)
	if (locale === "es") return es_pl_over_time_player(inputs)
	return en_pl_over_time_player(inputs)
});