/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_To_PlayInputs */

const en_sub_game_to_play = /** @type {(inputs: Sub_Game_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to play`)
};

const de_sub_game_to_play = /** @type {(inputs: Sub_Game_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`am Zug`)
};

const fr_sub_game_to_play = /** @type {(inputs: Sub_Game_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à jouer`)
};

const es_sub_game_to_play = /** @type {(inputs: Sub_Game_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le toca`)
};

/**
* | output |
* | --- |
* | "to play" |
*
* @param {Sub_Game_To_PlayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_to_play = /** @type {((inputs?: Sub_Game_To_PlayInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_To_PlayInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_to_play(inputs)
	if (locale === "fr") return fr_sub_game_to_play(inputs)
	if (locale === "es") return es_sub_game_to_play(inputs)
	return en_sub_game_to_play(inputs)
});