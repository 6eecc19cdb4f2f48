/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_New_PlayerInputs */

const en_fm_plays_new_player = /** @type {(inputs: Fm_Plays_New_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new player`)
};

const de_fm_plays_new_player = /** @type {(inputs: Fm_Plays_New_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Spieler`)
};

const fr_fm_plays_new_player = /** @type {(inputs: Fm_Plays_New_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau joueur`)
};

const es_fm_plays_new_player = /** @type {(inputs: Fm_Plays_New_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jugador nuevo`)
};

/**
* | output |
* | --- |
* | "A new player" |
*
* @param {Fm_Plays_New_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_new_player = /** @type {((inputs?: Fm_Plays_New_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_New_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_new_player(inputs)
	if (locale === "fr") return fr_fm_plays_new_player(inputs)
	if (locale === "es") return es_fm_plays_new_player(inputs)
	return en_fm_plays_new_player(inputs)
});