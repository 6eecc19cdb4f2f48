/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Game_Prompt_SetupInputs */

const en_sub_game_prompt_setup = /** @type {(inputs: Sub_Game_Prompt_SetupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter ${i?.name}’s starting card.`)
};

const de_sub_game_prompt_setup = /** @type {(inputs: Sub_Game_Prompt_SetupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tragt die Startkarte von ${i?.name} ein.`)
};

const fr_sub_game_prompt_setup = /** @type {(inputs: Sub_Game_Prompt_SetupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisissez la carte de départ de ${i?.name}.`)
};

const es_sub_game_prompt_setup = /** @type {(inputs: Sub_Game_Prompt_SetupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Introducid la carta inicial de ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Enter {name}’s starting card." |
*
* @param {Sub_Game_Prompt_SetupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_prompt_setup = /** @type {((inputs: Sub_Game_Prompt_SetupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Prompt_SetupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_prompt_setup(inputs)
	if (locale === "fr") return fr_sub_game_prompt_setup(inputs)
	if (locale === "es") return es_sub_game_prompt_setup(inputs)
	return en_sub_game_prompt_setup(inputs)
});