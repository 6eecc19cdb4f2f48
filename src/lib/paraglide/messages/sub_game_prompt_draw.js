/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Prompt_DrawInputs */

const en_sub_game_prompt_draw = /** @type {(inputs: Sub_Game_Prompt_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} draws a card.`)
};

const de_sub_game_prompt_draw = /** @type {(inputs: Sub_Game_Prompt_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} zieht eine Karte.`)
};

const fr_sub_game_prompt_draw = /** @type {(inputs: Sub_Game_Prompt_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} pioche une carte.`)
};

const es_sub_game_prompt_draw = /** @type {(inputs: Sub_Game_Prompt_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} roba una carta.`)
};

/**
* | output |
* | --- |
* | "{name} draws a card." |
*
* @param {Sub_Game_Prompt_DrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_draw = /** @type {((inputs: Sub_Game_Prompt_DrawInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_DrawInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_draw(inputs)
	if (locale === "fr") return fr_sub_game_prompt_draw(inputs)
	if (locale === "es") return es_sub_game_prompt_draw(inputs)
	return en_sub_game_prompt_draw(inputs)
});