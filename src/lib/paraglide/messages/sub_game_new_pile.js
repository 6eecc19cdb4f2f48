/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_New_PileInputs */

const en_sub_game_new_pile = /** @type {(inputs: Sub_Game_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new pile with S`)
};

const de_sub_game_new_pile = /** @type {(inputs: Sub_Game_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit S einen neuen Stapel anfangen`)
};

const fr_sub_game_new_pile = /** @type {(inputs: Sub_Game_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer une nouvelle pile avec S`)
};

const es_sub_game_new_pile = /** @type {(inputs: Sub_Game_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar un montón nuevo con S`)
};

/**
* | output |
* | --- |
* | "Start a new pile with S" |
*
* @param {Sub_Game_New_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_new_pile = /** @type {((inputs?: Sub_Game_New_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_New_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_new_pile(inputs)
	if (locale === "fr") return fr_sub_game_new_pile(inputs)
	if (locale === "es") return es_sub_game_new_pile(inputs)
	return en_sub_game_new_pile(inputs)
});