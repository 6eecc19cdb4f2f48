/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Wrong_Call_None_To_GiveInputs */

const en_sub_game_wrong_call_none_to_give = /** @type {(inputs: Sub_Game_Wrong_Call_None_To_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has no face-down card to give.`)
};

const de_sub_game_wrong_call_none_to_give = /** @type {(inputs: Sub_Game_Wrong_Call_None_To_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat keine verdeckte Karte zum Abgeben.`)
};

const fr_sub_game_wrong_call_none_to_give = /** @type {(inputs: Sub_Game_Wrong_Call_None_To_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’a aucune carte face cachée à donner.`)
};

const es_sub_game_wrong_call_none_to_give = /** @type {(inputs: Sub_Game_Wrong_Call_None_To_GiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no tiene ninguna carta boca abajo que dar.`)
};

/**
* | output |
* | --- |
* | "{name} has no face-down card to give." |
*
* @param {Sub_Game_Wrong_Call_None_To_GiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_wrong_call_none_to_give = /** @type {((inputs: Sub_Game_Wrong_Call_None_To_GiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Wrong_Call_None_To_GiveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_wrong_call_none_to_give(inputs)
	if (locale === "fr") return fr_sub_game_wrong_call_none_to_give(inputs)
	if (locale === "es") return es_sub_game_wrong_call_none_to_give(inputs)
	return en_sub_game_wrong_call_none_to_give(inputs)
});