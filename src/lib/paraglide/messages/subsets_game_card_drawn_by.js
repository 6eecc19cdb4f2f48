/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Subsets_Game_Card_Drawn_ByInputs */

const en_subsets_game_card_drawn_by = /** @type {(inputs: Subsets_Game_Card_Drawn_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card drawn by ${i?.name}`)
};

const de_subsets_game_card_drawn_by = /** @type {(inputs: Subsets_Game_Card_Drawn_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name} gezogene Karte`)
};

const fr_subsets_game_card_drawn_by = /** @type {(inputs: Subsets_Game_Card_Drawn_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte piochée par ${i?.name}`)
};

const es_subsets_game_card_drawn_by = /** @type {(inputs: Subsets_Game_Card_Drawn_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta robada por ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Card drawn by {name}" |
*
* @param {Subsets_Game_Card_Drawn_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_card_drawn_by = /** @type {((inputs: Subsets_Game_Card_Drawn_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Card_Drawn_ByInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_card_drawn_by(inputs)
	if (locale === "fr") return fr_subsets_game_card_drawn_by(inputs)
	if (locale === "es") return es_subsets_game_card_drawn_by(inputs)
	return en_subsets_game_card_drawn_by(inputs)
});