/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_New_GameInputs */

const en_home_new_game = /** @type {(inputs: Home_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New game`)
};

const de_home_new_game = /** @type {(inputs: Home_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Spiel`)
};

const fr_home_new_game = /** @type {(inputs: Home_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle partie`)
};

const es_home_new_game = /** @type {(inputs: Home_New_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva partida`)
};

/**
* | output |
* | --- |
* | "New game" |
*
* @param {Home_New_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_new_game = /** @type {((inputs?: Home_New_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_New_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_new_game(inputs)
	if (locale === "fr") return fr_home_new_game(inputs)
	if (locale === "es") return es_home_new_game(inputs)
	return en_home_new_game(inputs)
});