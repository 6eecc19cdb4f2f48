/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_No_PilesInputs */

const en_sub_game_no_piles = /** @type {(inputs: Sub_Game_No_PilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No piles`)
};

const de_sub_game_no_piles = /** @type {(inputs: Sub_Game_No_PilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Stapel`)
};

const fr_sub_game_no_piles = /** @type {(inputs: Sub_Game_No_PilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune pile`)
};

const es_sub_game_no_piles = /** @type {(inputs: Sub_Game_No_PilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún montón`)
};

/**
* | output |
* | --- |
* | "No piles" |
*
* @param {Sub_Game_No_PilesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_no_piles = /** @type {((inputs?: Sub_Game_No_PilesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_No_PilesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_no_piles(inputs)
	if (locale === "fr") return fr_sub_game_no_piles(inputs)
	if (locale === "es") return es_sub_game_no_piles(inputs)
	return en_sub_game_no_piles(inputs)
});