/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, drawer: NonNullable<unknown> }} Sub_Game_Wrong_Call_GaveInputs */

const en_sub_game_wrong_call_gave = /** @type {(inputs: Sub_Game_Wrong_Call_GaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gave one face-down card to ${i?.drawer}.`)
};

const de_sub_game_wrong_call_gave = /** @type {(inputs: Sub_Game_Wrong_Call_GaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ${i?.drawer} eine verdeckte Karte gegeben.`)
};

const fr_sub_game_wrong_call_gave = /** @type {(inputs: Sub_Game_Wrong_Call_GaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a donné une carte face cachée à ${i?.drawer}.`)
};

const es_sub_game_wrong_call_gave = /** @type {(inputs: Sub_Game_Wrong_Call_GaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dio una carta boca abajo a ${i?.drawer}.`)
};

/**
* | output |
* | --- |
* | "{name} gave one face-down card to {drawer}." |
*
* @param {Sub_Game_Wrong_Call_GaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_wrong_call_gave = /** @type {((inputs: Sub_Game_Wrong_Call_GaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Wrong_Call_GaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_wrong_call_gave(inputs)
	if (locale === "fr") return fr_sub_game_wrong_call_gave(inputs)
	if (locale === "es") return es_sub_game_wrong_call_gave(inputs)
	return en_sub_game_wrong_call_gave(inputs)
});