/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Drawn_CardInputs */

const en_subsets_game_drawn_card = /** @type {(inputs: Subsets_Game_Drawn_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawn card (S):`)
};

const de_subsets_game_drawn_card = /** @type {(inputs: Subsets_Game_Drawn_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogene Karte (S):`)
};

const fr_subsets_game_drawn_card = /** @type {(inputs: Subsets_Game_Drawn_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte piochée (S) :`)
};

const es_subsets_game_drawn_card = /** @type {(inputs: Subsets_Game_Drawn_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta robada (S):`)
};

/**
* | output |
* | --- |
* | "Drawn card (S):" |
*
* @param {Subsets_Game_Drawn_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_drawn_card = /** @type {((inputs?: Subsets_Game_Drawn_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Drawn_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_drawn_card(inputs)
	if (locale === "fr") return fr_subsets_game_drawn_card(inputs)
	if (locale === "es") return es_subsets_game_drawn_card(inputs)
	return en_subsets_game_drawn_card(inputs)
});