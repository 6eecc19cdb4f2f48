/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, size: NonNullable<unknown> }} Sub_Game_Flipped_LargestInputs */

const en_sub_game_flipped_largest = /** @type {(inputs: Sub_Game_Flipped_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} had more than two face-up piles, so the largest, pile ${i?.number}${i?.size}, was turned face down.`)
};

const de_sub_game_flipped_largest = /** @type {(inputs: Sub_Game_Flipped_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hatte mehr als zwei offene Stapel, also wurde der größte, Stapel ${i?.number}${i?.size}, umgedreht.`)
};

const fr_sub_game_flipped_largest = /** @type {(inputs: Sub_Game_Flipped_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} avait plus de deux piles face visible : la plus grande, la pile ${i?.number}${i?.size}, a été retournée.`)
};

const es_sub_game_flipped_largest = /** @type {(inputs: Sub_Game_Flipped_LargestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} tenía más de dos montones boca arriba, así que el más grande, el montón ${i?.number}${i?.size}, se puso boca abajo.`)
};

/**
* | output |
* | --- |
* | "{name} had more than two face-up piles, so the largest, pile {number}{size}, was turned face down." |
*
* @param {Sub_Game_Flipped_LargestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_flipped_largest = /** @type {((inputs: Sub_Game_Flipped_LargestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Flipped_LargestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_flipped_largest(inputs)
	if (locale === "fr") return fr_sub_game_flipped_largest(inputs)
	if (locale === "es") return es_sub_game_flipped_largest(inputs)
	return en_sub_game_flipped_largest(inputs)
});