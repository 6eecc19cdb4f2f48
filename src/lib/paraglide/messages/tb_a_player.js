/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_A_PlayerInputs */

const en_tb_a_player = /** @type {(inputs: Tb_A_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a player`)
};

const de_tb_a_player = /** @type {(inputs: Tb_A_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein Spieler`)
};

const fr_tb_a_player = /** @type {(inputs: Tb_A_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un joueur`)
};

const es_tb_a_player = /** @type {(inputs: Tb_A_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un jugador`)
};

/**
* | output |
* | --- |
* | "a player" |
*
* @param {Tb_A_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_a_player = /** @type {((inputs?: Tb_A_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_A_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_a_player(inputs)
	if (locale === "fr") return fr_tb_a_player(inputs)
	if (locale === "es") return es_tb_a_player(inputs)
	return en_tb_a_player(inputs)
});