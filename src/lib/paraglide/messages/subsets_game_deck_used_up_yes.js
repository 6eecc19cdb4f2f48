/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Deck_Used_Up_YesInputs */

const en_subsets_game_deck_used_up_yes = /** @type {(inputs: Subsets_Game_Deck_Used_Up_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, the deck is used up`)
};

const de_subsets_game_deck_used_up_yes = /** @type {(inputs: Subsets_Game_Deck_Used_Up_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, der Stapel ist aufgebraucht`)
};

const fr_subsets_game_deck_used_up_yes = /** @type {(inputs: Subsets_Game_Deck_Used_Up_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, la pioche est épuisée`)
};

const es_subsets_game_deck_used_up_yes = /** @type {(inputs: Subsets_Game_Deck_Used_Up_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, el mazo se ha acabado`)
};

/**
* | output |
* | --- |
* | "Yes, the deck is used up" |
*
* @param {Subsets_Game_Deck_Used_Up_YesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_deck_used_up_yes = /** @type {((inputs?: Subsets_Game_Deck_Used_Up_YesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Deck_Used_Up_YesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_deck_used_up_yes(inputs)
	if (locale === "fr") return fr_subsets_game_deck_used_up_yes(inputs)
	if (locale === "es") return es_subsets_game_deck_used_up_yes(inputs)
	return en_subsets_game_deck_used_up_yes(inputs)
});