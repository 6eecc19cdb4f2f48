/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, top: NonNullable<unknown> }} Sub_Game_Turn_DownInputs */

const en_sub_game_turn_down = /** @type {(inputs: Sub_Game_Turn_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turn pile ${i?.number} face down (top card ${i?.top})`)
};

const de_sub_game_turn_down = /** @type {(inputs: Sub_Game_Turn_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.number} umdrehen (oberste Karte ${i?.top})`)
};

const fr_sub_game_turn_down = /** @type {(inputs: Sub_Game_Turn_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retourner la pile ${i?.number} (carte du dessus ${i?.top})`)
};

const es_sub_game_turn_down = /** @type {(inputs: Sub_Game_Turn_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poner boca abajo el montón ${i?.number} (carta de arriba ${i?.top})`)
};

/**
* | output |
* | --- |
* | "Turn pile {number} face down (top card {top})" |
*
* @param {Sub_Game_Turn_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_turn_down = /** @type {((inputs: Sub_Game_Turn_DownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Turn_DownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_turn_down(inputs)
	if (locale === "fr") return fr_sub_game_turn_down(inputs)
	if (locale === "es") return es_sub_game_turn_down(inputs)
	return en_sub_game_turn_down(inputs)
});