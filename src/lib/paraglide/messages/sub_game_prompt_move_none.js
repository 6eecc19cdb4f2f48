/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Prompt_Move_NoneInputs */

const en_sub_game_prompt_move_none = /** @type {(inputs: Sub_Game_Prompt_Move_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} must start a new pile (nothing to steal).`)
};

const de_sub_game_prompt_move_none = /** @type {(inputs: Sub_Game_Prompt_Move_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} muss einen neuen Stapel anfangen (nichts zu stehlen).`)
};

const fr_sub_game_prompt_move_none = /** @type {(inputs: Sub_Game_Prompt_Move_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} doit commencer une nouvelle pile (rien à voler).`)
};

const es_sub_game_prompt_move_none = /** @type {(inputs: Sub_Game_Prompt_Move_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} debe empezar un montón nuevo (no hay nada que robar).`)
};

/**
* | output |
* | --- |
* | "{name} must start a new pile (nothing to steal)." |
*
* @param {Sub_Game_Prompt_Move_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_move_none = /** @type {((inputs: Sub_Game_Prompt_Move_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_Move_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_move_none(inputs)
	if (locale === "fr") return fr_sub_game_prompt_move_none(inputs)
	if (locale === "es") return es_sub_game_prompt_move_none(inputs)
	return en_sub_game_prompt_move_none(inputs)
});