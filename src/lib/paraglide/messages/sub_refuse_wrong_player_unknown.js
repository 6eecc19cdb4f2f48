/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Refuse_Wrong_Player_UnknownInputs */

const en_sub_refuse_wrong_player_unknown = /** @type {(inputs: Sub_Refuse_Wrong_Player_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is ${i?.name}’s turn, not that player’s.`)
};

const de_sub_refuse_wrong_player_unknown = /** @type {(inputs: Sub_Refuse_Wrong_Player_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist am Zug, nicht diese Person.`)
};

const fr_sub_refuse_wrong_player_unknown = /** @type {(inputs: Sub_Refuse_Wrong_Player_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est au tour de ${i?.name}, pas de ce joueur.`)
};

const es_sub_refuse_wrong_player_unknown = /** @type {(inputs: Sub_Refuse_Wrong_Player_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es el turno de ${i?.name}, no de esa persona.`)
};

/**
* | output |
* | --- |
* | "It is {name}’s turn, not that player’s." |
*
* @param {Sub_Refuse_Wrong_Player_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_wrong_player_unknown = /** @type {((inputs: Sub_Refuse_Wrong_Player_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Wrong_Player_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_wrong_player_unknown(inputs)
	if (locale === "fr") return fr_sub_refuse_wrong_player_unknown(inputs)
	if (locale === "es") return es_sub_refuse_wrong_player_unknown(inputs)
	return en_sub_refuse_wrong_player_unknown(inputs)
});