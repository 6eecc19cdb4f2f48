/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Call_Is_WrongInputs */

const en_sub_game_call_is_wrong = /** @type {(inputs: Sub_Game_Call_Is_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The referee accepted this card, so the call is wrong.`)
};

const de_sub_game_call_is_wrong = /** @type {(inputs: Sub_Game_Call_Is_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Schiedsrichter hat diese Karte angenommen, der Ruf ist also falsch.`)
};

const fr_sub_game_call_is_wrong = /** @type {(inputs: Sub_Game_Call_Is_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’arbitre a accepté cette carte : le cri est donc faux.`)
};

const es_sub_game_call_is_wrong = /** @type {(inputs: Sub_Game_Call_Is_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El árbitro aceptó esta carta, así que el grito es incorrecto.`)
};

/**
* | output |
* | --- |
* | "The referee accepted this card, so the call is wrong." |
*
* @param {Sub_Game_Call_Is_WrongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_call_is_wrong = /** @type {((inputs?: Sub_Game_Call_Is_WrongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Call_Is_WrongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_call_is_wrong(inputs)
	if (locale === "fr") return fr_sub_game_call_is_wrong(inputs)
	if (locale === "es") return es_sub_game_call_is_wrong(inputs)
	return en_sub_game_call_is_wrong(inputs)
});