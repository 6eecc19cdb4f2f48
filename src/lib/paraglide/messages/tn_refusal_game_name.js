/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Game_NameInputs */

const en_tn_refusal_game_name = /** @type {(inputs: Tn_Refusal_Game_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the game a name, such as "Catan".`)
};

const de_tn_refusal_game_name = /** @type {(inputs: Tn_Refusal_Game_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib dem Spiel einen Namen, zum Beispiel „Catan“.`)
};

const fr_tn_refusal_game_name = /** @type {(inputs: Tn_Refusal_Game_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donnez un nom au jeu, par exemple « Catan ».`)
};

const es_tn_refusal_game_name = /** @type {(inputs: Tn_Refusal_Game_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponle un nombre al juego, por ejemplo «Catan».`)
};

/**
* | output |
* | --- |
* | "Give the game a name, such as \"Catan\"." |
*
* @param {Tn_Refusal_Game_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_game_name = /** @type {((inputs?: Tn_Refusal_Game_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Game_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_game_name(inputs)
	if (locale === "fr") return fr_tn_refusal_game_name(inputs)
	if (locale === "es") return es_tn_refusal_game_name(inputs)
	return en_tn_refusal_game_name(inputs)
});