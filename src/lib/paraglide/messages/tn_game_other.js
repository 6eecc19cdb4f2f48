/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Game_OtherInputs */

const en_tn_game_other = /** @type {(inputs: Tn_Game_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other game`)
};

const de_tn_game_other = /** @type {(inputs: Tn_Game_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderes Spiel`)
};

const fr_tn_game_other = /** @type {(inputs: Tn_Game_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre jeu`)
};

const es_tn_game_other = /** @type {(inputs: Tn_Game_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro juego`)
};

/**
* | output |
* | --- |
* | "Other game" |
*
* @param {Tn_Game_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_game_other = /** @type {((inputs?: Tn_Game_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Game_OtherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_game_other(inputs)
	if (locale === "fr") return fr_tn_game_other(inputs)
	if (locale === "es") return es_tn_game_other(inputs)
	return en_tn_game_other(inputs)
});