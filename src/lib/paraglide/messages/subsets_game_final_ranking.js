/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Final_RankingInputs */

const en_subsets_game_final_ranking = /** @type {(inputs: Subsets_Game_Final_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final ranking`)
};

const de_subsets_game_final_ranking = /** @type {(inputs: Subsets_Game_Final_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endstand`)
};

const fr_subsets_game_final_ranking = /** @type {(inputs: Subsets_Game_Final_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement final`)
};

const es_subsets_game_final_ranking = /** @type {(inputs: Subsets_Game_Final_RankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación final`)
};

/**
* | output |
* | --- |
* | "Final ranking" |
*
* @param {Subsets_Game_Final_RankingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_final_ranking = /** @type {((inputs?: Subsets_Game_Final_RankingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Final_RankingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_final_ranking(inputs)
	if (locale === "fr") return fr_subsets_game_final_ranking(inputs)
	if (locale === "es") return es_subsets_game_final_ranking(inputs)
	return en_subsets_game_final_ranking(inputs)
});