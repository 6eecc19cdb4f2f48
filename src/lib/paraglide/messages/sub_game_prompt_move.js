/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Prompt_MoveInputs */

const en_sub_game_prompt_move = /** @type {(inputs: Sub_Game_Prompt_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must steal a pile or start a new pile.`)
};

const de_sub_game_prompt_move = /** @type {(inputs: Sub_Game_Prompt_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} muss einen Stapel stehlen oder einen neuen Stapel anfangen.`)
};

const fr_sub_game_prompt_move = /** @type {(inputs: Sub_Game_Prompt_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doit voler une pile ou commencer une nouvelle pile.`)
};

const es_sub_game_prompt_move = /** @type {(inputs: Sub_Game_Prompt_MoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} debe robar un montón o empezar uno nuevo.`)
};

/**
* | output |
* | --- |
* | "{name} must steal a pile or start a new pile." |
*
* @param {Sub_Game_Prompt_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_move = /** @type {((inputs: Sub_Game_Prompt_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_MoveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_move(inputs)
	if (locale === "fr") return fr_sub_game_prompt_move(inputs)
	if (locale === "es") return es_sub_game_prompt_move(inputs)
	return en_sub_game_prompt_move(inputs)
});