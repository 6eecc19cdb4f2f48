/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Caller_GivesInputs */

const en_sub_game_caller_gives = /** @type {(inputs: Sub_Game_Caller_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The caller gives one face-down card to ${i?.name}.`)
};

const de_sub_game_caller_gives = /** @type {(inputs: Sub_Game_Caller_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wer gerufen hat, gibt ${i?.name} eine verdeckte Karte.`)
};

const fr_sub_game_caller_gives = /** @type {(inputs: Sub_Game_Caller_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Celui qui a crié donne une carte face cachée à ${i?.name}.`)
};

const es_sub_game_caller_gives = /** @type {(inputs: Sub_Game_Caller_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quien gritó da una carta boca abajo a ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "The caller gives one face-down card to {name}." |
*
* @param {Sub_Game_Caller_GivesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_caller_gives = /** @type {((inputs: Sub_Game_Caller_GivesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Caller_GivesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_caller_gives(inputs)
	if (locale === "fr") return fr_sub_game_caller_gives(inputs)
	if (locale === "es") return es_sub_game_caller_gives(inputs)
	return en_sub_game_caller_gives(inputs)
});