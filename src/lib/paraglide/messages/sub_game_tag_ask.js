/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Tag_AskInputs */

const en_sub_game_tag_ask = /** @type {(inputs: Sub_Game_Tag_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ask the table`)
};

const de_sub_game_tag_ask = /** @type {(inputs: Sub_Game_Tag_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tisch fragen`)
};

const fr_sub_game_tag_ask = /** @type {(inputs: Sub_Game_Tag_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`demander à la table`)
};

const es_sub_game_tag_ask = /** @type {(inputs: Sub_Game_Tag_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`preguntar a la mesa`)
};

/**
* | output |
* | --- |
* | "ask the table" |
*
* @param {Sub_Game_Tag_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_tag_ask = /** @type {((inputs?: Sub_Game_Tag_AskInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Tag_AskInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_tag_ask(inputs)
	if (locale === "fr") return fr_sub_game_tag_ask(inputs)
	if (locale === "es") return es_sub_game_tag_ask(inputs)
	return en_sub_game_tag_ask(inputs)
});