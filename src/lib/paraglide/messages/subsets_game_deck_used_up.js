/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Deck_Used_UpInputs */

const en_subsets_game_deck_used_up = /** @type {(inputs: Subsets_Game_Deck_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deck is used up…`)
};

const de_subsets_game_deck_used_up = /** @type {(inputs: Subsets_Game_Deck_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stapel ist aufgebraucht…`)
};

const fr_subsets_game_deck_used_up = /** @type {(inputs: Subsets_Game_Deck_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pioche est épuisée…`)
};

const es_subsets_game_deck_used_up = /** @type {(inputs: Subsets_Game_Deck_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mazo se ha acabado…`)
};

/**
* | output |
* | --- |
* | "The deck is used up…" |
*
* @param {Subsets_Game_Deck_Used_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_deck_used_up = /** @type {((inputs?: Subsets_Game_Deck_Used_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Deck_Used_UpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_deck_used_up(inputs)
	if (locale === "fr") return fr_subsets_game_deck_used_up(inputs)
	if (locale === "es") return es_subsets_game_deck_used_up(inputs)
	return en_subsets_game_deck_used_up(inputs)
});