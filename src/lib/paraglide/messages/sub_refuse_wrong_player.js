/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, named: NonNullable<unknown> }} Sub_Refuse_Wrong_PlayerInputs */

const en_sub_refuse_wrong_player = /** @type {(inputs: Sub_Refuse_Wrong_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It is ${i?.name}’s turn, not ${i?.named}’s.`)
};

const de_sub_refuse_wrong_player = /** @type {(inputs: Sub_Refuse_Wrong_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist am Zug, nicht ${i?.named}.`)
};

const fr_sub_refuse_wrong_player = /** @type {(inputs: Sub_Refuse_Wrong_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est au tour de ${i?.name}, pas de ${i?.named}.`)
};

const es_sub_refuse_wrong_player = /** @type {(inputs: Sub_Refuse_Wrong_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es el turno de ${i?.name}, no de ${i?.named}.`)
};

/**
* | output |
* | --- |
* | "It is {name}’s turn, not {named}’s." |
*
* @param {Sub_Refuse_Wrong_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_wrong_player = /** @type {((inputs: Sub_Refuse_Wrong_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Wrong_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_wrong_player(inputs)
	if (locale === "fr") return fr_sub_refuse_wrong_player(inputs)
	if (locale === "es") return es_sub_refuse_wrong_player(inputs)
	return en_sub_refuse_wrong_player(inputs)
});