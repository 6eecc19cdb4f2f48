/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Not_In_GameInputs */

const en_tr_not_in_game = /** @type {(inputs: Tr_Not_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That player is not in this game.`)
};

const de_tr_not_in_game = /** @type {(inputs: Tr_Not_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Spieler spielt in dieser Partie nicht mit.`)
};

const fr_tr_not_in_game = /** @type {(inputs: Tr_Not_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce joueur ne fait pas partie de cette partie.`)
};

const es_tr_not_in_game = /** @type {(inputs: Tr_Not_In_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese jugador no está en esta partida.`)
};

/**
* | output |
* | --- |
* | "That player is not in this game." |
*
* @param {Tr_Not_In_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_not_in_game = /** @type {((inputs?: Tr_Not_In_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Not_In_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_not_in_game(inputs)
	if (locale === "fr") return fr_tr_not_in_game(inputs)
	if (locale === "es") return es_tr_not_in_game(inputs)
	return en_tr_not_in_game(inputs)
});