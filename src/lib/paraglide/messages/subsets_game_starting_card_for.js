/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Subsets_Game_Starting_Card_ForInputs */

const en_subsets_game_starting_card_for = /** @type {(inputs: Subsets_Game_Starting_Card_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starting card for ${i?.name}`)
};

const de_subsets_game_starting_card_for = /** @type {(inputs: Subsets_Game_Starting_Card_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Startkarte für ${i?.name}`)
};

const fr_subsets_game_starting_card_for = /** @type {(inputs: Subsets_Game_Starting_Card_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte de départ de ${i?.name}`)
};

const es_subsets_game_starting_card_for = /** @type {(inputs: Subsets_Game_Starting_Card_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta inicial de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Starting card for {name}" |
*
* @param {Subsets_Game_Starting_Card_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_starting_card_for = /** @type {((inputs: Subsets_Game_Starting_Card_ForInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Starting_Card_ForInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_starting_card_for(inputs)
	if (locale === "fr") return fr_subsets_game_starting_card_for(inputs)
	if (locale === "es") return es_subsets_game_starting_card_for(inputs)
	return en_subsets_game_starting_card_for(inputs)
});