/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Wrong_CallInputs */

const en_sub_game_wrong_call = /** @type {(inputs: Sub_Game_Wrong_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s call of “Error!” was wrong.`)
};

const de_sub_game_wrong_call = /** @type {(inputs: Sub_Game_Wrong_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Ruf „Fehler!“ von ${i?.name} war falsch.`)
};

const fr_sub_game_wrong_call = /** @type {(inputs: Sub_Game_Wrong_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le « Erreur ! » de ${i?.name} était faux.`)
};

const es_sub_game_wrong_call = /** @type {(inputs: Sub_Game_Wrong_CallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El «¡Error!» de ${i?.name} era incorrecto.`)
};

/**
* | output |
* | --- |
* | "{name}’s call of “Error!” was wrong." |
*
* @param {Sub_Game_Wrong_CallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_wrong_call = /** @type {((inputs: Sub_Game_Wrong_CallInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Wrong_CallInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_wrong_call(inputs)
	if (locale === "fr") return fr_sub_game_wrong_call(inputs)
	if (locale === "es") return es_sub_game_wrong_call(inputs)
	return en_sub_game_wrong_call(inputs)
});