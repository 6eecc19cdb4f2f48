/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Piles_OfInputs */

const en_sub_game_piles_of = /** @type {(inputs: Sub_Game_Piles_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s piles`)
};

const de_sub_game_piles_of = /** @type {(inputs: Sub_Game_Piles_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel von ${i?.name}`)
};

const fr_sub_game_piles_of = /** @type {(inputs: Sub_Game_Piles_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Piles de ${i?.name}`)
};

const es_sub_game_piles_of = /** @type {(inputs: Sub_Game_Piles_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montones de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s piles" |
*
* @param {Sub_Game_Piles_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_piles_of = /** @type {((inputs: Sub_Game_Piles_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Piles_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_piles_of(inputs)
	if (locale === "fr") return fr_sub_game_piles_of(inputs)
	if (locale === "es") return es_sub_game_piles_of(inputs)
	return en_sub_game_piles_of(inputs)
});