/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_WeighingInputs */

const en_subsets_game_weighing = /** @type {(inputs: Subsets_Game_WeighingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weighing the piles against this card…`)
};

const de_subsets_game_weighing = /** @type {(inputs: Subsets_Game_WeighingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Stapel werden mit dieser Karte verglichen…`)
};

const fr_subsets_game_weighing = /** @type {(inputs: Subsets_Game_WeighingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparaison des piles avec cette carte…`)
};

const es_subsets_game_weighing = /** @type {(inputs: Subsets_Game_WeighingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparando los montones con esta carta…`)
};

/**
* | output |
* | --- |
* | "Weighing the piles against this card…" |
*
* @param {Subsets_Game_WeighingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_weighing = /** @type {((inputs?: Subsets_Game_WeighingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_WeighingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_weighing(inputs)
	if (locale === "fr") return fr_subsets_game_weighing(inputs)
	if (locale === "es") return es_subsets_game_weighing(inputs)
	return en_subsets_game_weighing(inputs)
});