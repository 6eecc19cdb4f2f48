/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Not_YetInputs */

const en_subsets_game_not_yet = /** @type {(inputs: Subsets_Game_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const de_subsets_game_not_yet = /** @type {(inputs: Subsets_Game_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht`)
};

const fr_subsets_game_not_yet = /** @type {(inputs: Subsets_Game_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore`)
};

const es_subsets_game_not_yet = /** @type {(inputs: Subsets_Game_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Subsets_Game_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_not_yet = /** @type {((inputs?: Subsets_Game_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Not_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_not_yet(inputs)
	if (locale === "fr") return fr_subsets_game_not_yet(inputs)
	if (locale === "es") return es_subsets_game_not_yet(inputs)
	return en_subsets_game_not_yet(inputs)
});