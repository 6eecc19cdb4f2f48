/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Enter_DrawnInputs */

const en_subsets_game_enter_drawn = /** @type {(inputs: Subsets_Game_Enter_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the drawn card`)
};

const de_subsets_game_enter_drawn = /** @type {(inputs: Subsets_Game_Enter_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogene Karte eintragen`)
};

const fr_subsets_game_enter_drawn = /** @type {(inputs: Subsets_Game_Enter_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisir la carte piochée`)
};

const es_subsets_game_enter_drawn = /** @type {(inputs: Subsets_Game_Enter_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotar la carta robada`)
};

/**
* | output |
* | --- |
* | "Enter the drawn card" |
*
* @param {Subsets_Game_Enter_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_enter_drawn = /** @type {((inputs?: Subsets_Game_Enter_DrawnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Enter_DrawnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_enter_drawn(inputs)
	if (locale === "fr") return fr_subsets_game_enter_drawn(inputs)
	if (locale === "es") return es_subsets_game_enter_drawn(inputs)
	return en_subsets_game_enter_drawn(inputs)
});