/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_OverInputs */

const en_subsets_game_over = /** @type {(inputs: Subsets_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game over`)
};

const de_subsets_game_over = /** @type {(inputs: Subsets_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielende`)
};

const fr_subsets_game_over = /** @type {(inputs: Subsets_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie terminée`)
};

const es_subsets_game_over = /** @type {(inputs: Subsets_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la partida`)
};

/**
* | output |
* | --- |
* | "Game over" |
*
* @param {Subsets_Game_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_over = /** @type {((inputs?: Subsets_Game_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_over(inputs)
	if (locale === "fr") return fr_subsets_game_over(inputs)
	if (locale === "es") return es_subsets_game_over(inputs)
	return en_subsets_game_over(inputs)
});