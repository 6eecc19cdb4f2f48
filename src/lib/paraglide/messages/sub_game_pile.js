/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Sub_Game_PileInputs */

const en_sub_game_pile = /** @type {(inputs: Sub_Game_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.number}`)
};

const de_sub_game_pile = /** @type {(inputs: Sub_Game_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.number}`)
};

const fr_sub_game_pile = /** @type {(inputs: Sub_Game_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.number}`)
};

const es_sub_game_pile = /** @type {(inputs: Sub_Game_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montón ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Pile {number}" |
*
* @param {Sub_Game_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_pile = /** @type {((inputs: Sub_Game_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_pile(inputs)
	if (locale === "fr") return fr_sub_game_pile(inputs)
	if (locale === "es") return es_sub_game_pile(inputs)
	return en_sub_game_pile(inputs)
});