/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, size: NonNullable<unknown> }} Sub_Game_Flipped_ChosenInputs */

const en_sub_game_flipped_chosen = /** @type {(inputs: Sub_Game_Flipped_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} had more than two face-up piles and turned pile ${i?.number}${i?.size} face down.`)
};

const de_sub_game_flipped_chosen = /** @type {(inputs: Sub_Game_Flipped_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hatte mehr als zwei offene Stapel und hat Stapel ${i?.number}${i?.size} umgedreht.`)
};

const fr_sub_game_flipped_chosen = /** @type {(inputs: Sub_Game_Flipped_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} avait plus de deux piles face visible et a retourné la pile ${i?.number}${i?.size}.`)
};

const es_sub_game_flipped_chosen = /** @type {(inputs: Sub_Game_Flipped_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tenía más de dos montones boca arriba y puso boca abajo el montón ${i?.number}${i?.size}.`)
};

/**
* | output |
* | --- |
* | "{name} had more than two face-up piles and turned pile {number}{size} face down." |
*
* @param {Sub_Game_Flipped_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_flipped_chosen = /** @type {((inputs: Sub_Game_Flipped_ChosenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Flipped_ChosenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_flipped_chosen(inputs)
	if (locale === "fr") return fr_sub_game_flipped_chosen(inputs)
	if (locale === "es") return es_sub_game_flipped_chosen(inputs)
	return en_sub_game_flipped_chosen(inputs)
});