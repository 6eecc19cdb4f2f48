/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Wrong_Call_FreeInputs */

const en_sub_game_wrong_call_free = /** @type {(inputs: Sub_Game_Wrong_Call_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It costs nothing at this table.`)
};

const de_sub_game_wrong_call_free = /** @type {(inputs: Sub_Game_Wrong_Call_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An diesem Tisch kostet das nichts.`)
};

const fr_sub_game_wrong_call_free = /** @type {(inputs: Sub_Game_Wrong_Call_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela ne coûte rien à cette table.`)
};

const es_sub_game_wrong_call_free = /** @type {(inputs: Sub_Game_Wrong_Call_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En esta mesa no cuesta nada.`)
};

/**
* | output |
* | --- |
* | "It costs nothing at this table." |
*
* @param {Sub_Game_Wrong_Call_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_wrong_call_free = /** @type {((inputs?: Sub_Game_Wrong_Call_FreeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Wrong_Call_FreeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_wrong_call_free(inputs)
	if (locale === "fr") return fr_sub_game_wrong_call_free(inputs)
	if (locale === "es") return es_sub_game_wrong_call_free(inputs)
	return en_sub_game_wrong_call_free(inputs)
});