/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Seat_PlayedInputs */

const en_tb_seat_played = /** @type {(inputs: Tb_Seat_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another phone already plays as this player.`)
};

const de_tb_seat_played = /** @type {(inputs: Tb_Seat_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein anderes Handy spielt schon als dieser Spieler.`)
};

const fr_tb_seat_played = /** @type {(inputs: Tb_Seat_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un autre téléphone joue déjà ce joueur.`)
};

const es_tb_seat_played = /** @type {(inputs: Tb_Seat_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro móvil ya juega como este jugador.`)
};

/**
* | output |
* | --- |
* | "Another phone already plays as this player." |
*
* @param {Tb_Seat_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_seat_played = /** @type {((inputs?: Tb_Seat_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Seat_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_seat_played(inputs)
	if (locale === "fr") return fr_tb_seat_played(inputs)
	if (locale === "es") return es_tb_seat_played(inputs)
	return en_tb_seat_played(inputs)
});