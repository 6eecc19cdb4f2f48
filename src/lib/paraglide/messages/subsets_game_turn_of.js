/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Subsets_Game_Turn_OfInputs */

const en_subsets_game_turn_of = /** @type {(inputs: Subsets_Game_Turn_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s turn`)
};

const de_subsets_game_turn_of = /** @type {(inputs: Subsets_Game_Turn_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist am Zug`)
};

const fr_subsets_game_turn_of = /** @type {(inputs: Subsets_Game_Turn_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au tour de ${i?.name}`)
};

const es_subsets_game_turn_of = /** @type {(inputs: Subsets_Game_Turn_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}’s turn" |
*
* @param {Subsets_Game_Turn_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_turn_of = /** @type {((inputs: Subsets_Game_Turn_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Turn_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_turn_of(inputs)
	if (locale === "fr") return fr_subsets_game_turn_of(inputs)
	if (locale === "es") return es_subsets_game_turn_of(inputs)
	return en_subsets_game_turn_of(inputs)
});