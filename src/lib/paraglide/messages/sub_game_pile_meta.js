/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, cards: NonNullable<unknown> }} Sub_Game_Pile_MetaInputs */

const en_sub_game_pile_meta = /** @type {(inputs: Sub_Game_Pile_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.number} · ${i?.cards}`)
};

const de_sub_game_pile_meta = /** @type {(inputs: Sub_Game_Pile_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stapel ${i?.number} · ${i?.cards}`)
};

const fr_sub_game_pile_meta = /** @type {(inputs: Sub_Game_Pile_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pile ${i?.number} · ${i?.cards}`)
};

const es_sub_game_pile_meta = /** @type {(inputs: Sub_Game_Pile_MetaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montón ${i?.number} · ${i?.cards}`)
};

/**
* | output |
* | --- |
* | "Pile {number} · {cards}" |
*
* @param {Sub_Game_Pile_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_pile_meta = /** @type {((inputs: Sub_Game_Pile_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Pile_MetaInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_pile_meta(inputs)
	if (locale === "fr") return fr_sub_game_pile_meta(inputs)
	if (locale === "es") return es_sub_game_pile_meta(inputs)
	return en_sub_game_pile_meta(inputs)
});