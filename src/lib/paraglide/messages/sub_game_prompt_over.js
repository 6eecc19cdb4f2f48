/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Prompt_OverInputs */

const en_sub_game_prompt_over = /** @type {(inputs: Sub_Game_Prompt_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deck is used up: the game is over.`)
};

const de_sub_game_prompt_over = /** @type {(inputs: Sub_Game_Prompt_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stapel ist aufgebraucht: Das Spiel ist vorbei.`)
};

const fr_sub_game_prompt_over = /** @type {(inputs: Sub_Game_Prompt_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pioche est épuisée : la partie est terminée.`)
};

const es_sub_game_prompt_over = /** @type {(inputs: Sub_Game_Prompt_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mazo se ha agotado: la partida ha terminado.`)
};

/**
* | output |
* | --- |
* | "The deck is used up: the game is over." |
*
* @param {Sub_Game_Prompt_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_over = /** @type {((inputs?: Sub_Game_Prompt_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_over(inputs)
	if (locale === "fr") return fr_sub_game_prompt_over(inputs)
	if (locale === "es") return es_sub_game_prompt_over(inputs)
	return en_sub_game_prompt_over(inputs)
});