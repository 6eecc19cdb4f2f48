/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_Game_By_GameInputs */

const en_sb_game_by_game = /** @type {(inputs: Sb_Game_By_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, game by game`)
};

const de_sb_game_by_game = /** @type {(inputs: Sb_Game_By_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Spiel für Spiel`)
};

const fr_sb_game_by_game = /** @type {(inputs: Sb_Game_By_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, jeu par jeu`)
};

const es_sb_game_by_game = /** @type {(inputs: Sb_Game_By_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, juego a juego`)
};

/**
* | output |
* | --- |
* | "{name}, game by game" |
*
* @param {Sb_Game_By_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_game_by_game = /** @type {((inputs: Sb_Game_By_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Game_By_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_game_by_game(inputs)
	if (locale === "fr") return fr_sb_game_by_game(inputs)
	if (locale === "es") return es_sb_game_by_game(inputs)
	return en_sb_game_by_game(inputs)
});