/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Sub_Game_Can_StealInputs */

const en_sub_game_can_steal = /** @type {(inputs: Sub_Game_Can_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can be stolen: ${i?.why}`)
};

const de_sub_game_can_steal = /** @type {(inputs: Sub_Game_Can_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kann gestohlen werden: ${i?.why}`)
};

const fr_sub_game_can_steal = /** @type {(inputs: Sub_Game_Can_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peut être volée : ${i?.why}`)
};

const es_sub_game_can_steal = /** @type {(inputs: Sub_Game_Can_StealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se puede robar: ${i?.why}`)
};

/**
* | output |
* | --- |
* | "Can be stolen: {why}" |
*
* @param {Sub_Game_Can_StealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_can_steal = /** @type {((inputs: Sub_Game_Can_StealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Can_StealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_can_steal(inputs)
	if (locale === "fr") return fr_sub_game_can_steal(inputs)
	if (locale === "es") return es_sub_game_can_steal(inputs)
	return en_sub_game_can_steal(inputs)
});