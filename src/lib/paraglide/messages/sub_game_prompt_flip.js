/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Prompt_FlipInputs */

const en_sub_game_prompt_flip = /** @type {(inputs: Sub_Game_Prompt_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has more than two face-up piles and must choose which of the largest to turn face down.`)
};

const de_sub_game_prompt_flip = /** @type {(inputs: Sub_Game_Prompt_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat mehr als zwei offene Stapel und muss wählen, welcher der größten umgedreht wird.`)
};

const fr_sub_game_prompt_flip = /** @type {(inputs: Sub_Game_Prompt_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a plus de deux piles face visible et doit choisir laquelle des plus grandes retourner face cachée.`)
};

const es_sub_game_prompt_flip = /** @type {(inputs: Sub_Game_Prompt_FlipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tiene más de dos montones boca arriba y debe elegir cuál de los más grandes pone boca abajo.`)
};

/**
* | output |
* | --- |
* | "{name} has more than two face-up piles and must choose which of the largest to turn face down." |
*
* @param {Sub_Game_Prompt_FlipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_flip = /** @type {((inputs: Sub_Game_Prompt_FlipInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_FlipInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_flip(inputs)
	if (locale === "fr") return fr_sub_game_prompt_flip(inputs)
	if (locale === "es") return es_sub_game_prompt_flip(inputs)
	return en_sub_game_prompt_flip(inputs)
});